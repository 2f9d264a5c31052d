import { holding, searchTerms } from '../pandit/pandit.search.js';
import { phoneticKey } from './phonetic.js';
import { vocabulary, type QueryPlan, type QueryUnit } from './vocabulary.js';

/** The texts any of which stands for a unit: the words typed (all of them), or a term's own words. */
export function alternatives(unit: QueryUnit): string[][] {
  const out: string[][] = [unit.words];
  if (unit.latin) out.push(unit.latin);
  // A term's name matches as if it had been typed (each of its words), so the understood query finds
  // at least what typing the name finds.
  for (const t of unit.terms) for (const s of t.searchFor) out.push(searchTerms(s)?.words ?? [s]);
  // An alternative implied by another is left out ('chandi path' holds 'chandi' and 'path'): fewer ORs to check.
  const implies = (a: string[], b: string[]) => a.every((w) => b.some((x) => x.includes(w)));
  return out.filter((a, i) => !out.some((b, j) => j !== i && implies(b, a) && (!implies(a, b) || j < i)));
}

/**
 * SQL for a plan: every unit holds (AND), as any of its alternatives (OR), each alternative being
 * patterns that all occur. `condition` turns one LIKE pattern placeholder into a condition, e.g.
 * `textHolds('?')` (served by the trigram index); the patterns are `holding(word)`.
 */
export function planSql(plan: QueryPlan, condition: (placeholder: string) => string) {
  const params: unknown[] = [];
  const units = plan.units.map((u) => {
    const ors = alternatives(u).map((words) => {
      params.push(...words.map(holding));
      return `(${words.map(() => condition('?')).join(' and ')})`;
    });
    return `(${ors.join(' or ')})`;
  });
  return { sql: `(${units.join(' and ')})`, params };
}

/** A place as typed (any script, alias or old name: 'Bombay', 'बंबई') → its English city name, if it is one. */
export function canonicalPlace(text: string): string | undefined {
  const key = phoneticKey(text);
  if (key.length < 3) return undefined;
  const forms = vocabulary().byKey.get(key) ?? [];
  return forms.find((f) => f.term.kind === 'CITY')?.term.name.en;
}
