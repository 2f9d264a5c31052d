import { loadConfig } from '/work/wt/search/gateway/src/config.ts';
import { openDatabase } from '/work/wt/search/gateway/src/db/database.ts';
import { PanditService } from '/work/wt/search/gateway/src/modules/pandit/pandit.service.ts';
import { Loaders } from '/work/wt/search/gateway/src/loaders.ts';
import { RELEVANCE_CASES } from '/work/wt/search/gateway/test/fixtures/relevance.ts';
const config = loadConfig({ ...process.env, DATABASE_URL: 'postgresql://postgres@127.0.0.1:5432/search_scale', SEED_DEMO: 'false', JWT_SECRET: 'x'.repeat(40) });
const db = await openDatabase(config);
const all: number[] = []; const worst = new Map<string, number>();
for (let r=0;r<2;r++) for (const c of RELEVANCE_CASES) { const em = db.orm.em.fork(); const svc = new PanditService({ em, viewer: null } as any); const t=performance.now(); await svc.list({ search: c.query }, null, { limit: 12 }); const d=performance.now()-t; all.push(d); worst.set(c.query, Math.max(worst.get(c.query)??0, d)); }
const pct=(xs:number[],p:number)=>{const s=[...xs].sort((a,b)=>a-b);return s[Math.floor(p/100*s.length)]!.toFixed(1)};
console.log('service search n', all.length, 'p50', pct(all,50), 'p95', pct(all,95), 'p99', pct(all,99));
console.log([...worst].sort((a,b)=>b[1]-a[1]).slice(0,8).map(([q,t])=>q+' '+t.toFixed(0)).join(', '));
await db.close();
