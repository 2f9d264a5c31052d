/**
 * The API's contract snapshot: `schema/__generated__/schema.graphql` is the whole schema printed from the SDL
 * (sorted, descriptions kept), committed so partners and reviewers see every change of the API.
 *
 *   npm run schema:print   regenerate the snapshot; refuses when a breaking change to the public part is not
 *                          listed in schema/CHANGELOG.md
 *   npm run schema:check   (in npm test) fails on such a breaking change, and on a snapshot that is out of date
 *
 * "Public part": every type reachable from a root field whose rule in auth/permissions.ts is `allow` (what a
 * partner can call), through fields, arguments, interfaces and unions. A breaking change is listed when
 * schema/CHANGELOG.md names its path in backticks (e.g. `Pandit.experience`), after the field was first
 * marked @deprecated for a while.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  buildSchema,
  getNamedType,
  isInputObjectType,
  isInterfaceType,
  isObjectType,
  isUnionType,
  lexicographicSortSchema,
  printSchema,
  type GraphQLNamedType,
  type GraphQLSchema,
} from 'graphql';
import { CriticalityLevel, diff, type Change } from '@graphql-inspector/core';
import { allow } from 'graphql-shield';
import { rules } from '../src/auth/permissions.js';
import { SCHEMA_DIR, loadTypeDefs } from '../src/schema.js';

export const SNAPSHOT = join(SCHEMA_DIR, '__generated__', 'schema.graphql');
export const CHANGELOG = join(SCHEMA_DIR, 'CHANGELOG.md');
const HEADER = '# The whole API schema, printed from schema/*.graphql by `npm run schema:print`. Do not edit.\n\n';

export const currentSdl = () => HEADER + printSchema(lexicographicSortSchema(buildSchema(loadTypeDefs().join('\n'))));

/** The types a caller without any role can reach (see the header). */
export function publicTypes(schema: GraphQLSchema): Set<string> {
  const out = new Set<string>();
  const visit = (type: GraphQLNamedType) => {
    if (out.has(type.name)) return;
    out.add(type.name);
    if (isObjectType(type) || isInterfaceType(type)) {
      for (const field of Object.values(type.getFields())) {
        visit(getNamedType(field.type));
        for (const arg of field.args) visit(getNamedType(arg.type));
      }
      for (const i of type.getInterfaces()) visit(i);
    }
    if (isInterfaceType(type)) for (const impl of schema.getPossibleTypes(type)) visit(impl);
    if (isUnionType(type)) for (const member of type.getTypes()) visit(member);
    if (isInputObjectType(type)) for (const field of Object.values(type.getFields())) visit(getNamedType(field.type));
  };
  for (const [rootName, map] of Object.entries({ Query: rules.Query, Mutation: rules.Mutation })) {
    const root = rootName === 'Query' ? schema.getQueryType() : schema.getMutationType();
    for (const [name, rule] of Object.entries(map as Record<string, unknown>)) {
      const field = root?.getFields()[name];
      if (rule !== allow || !field) continue;
      visit(getNamedType(field.type));
      for (const arg of field.args) visit(getNamedType(arg.type));
    }
  }
  return out;
}

/** Whether a change touches the public part: a public root field, or a field/value/argument of a public type. */
function isPublic(change: Change, types: Set<string>): boolean {
  const [typeName, fieldName] = (change.path ?? '').split('.');
  if (!typeName) return true; // schema-wide (a directive, the root types): count it
  if (typeName === 'Query' || typeName === 'Mutation') {
    const map = (typeName === 'Query' ? rules.Query : rules.Mutation) as Record<string, unknown>;
    return fieldName === undefined || map[fieldName] === allow;
  }
  return types.has(typeName);
}

/** Breaking changes to the public part between two printed schemas, split by whether the changelog lists them. */
export async function classify(
  oldSdl: string,
  newSdl: string,
  changelog: string,
): Promise<{ unlisted: Change[]; listed: Change[] }> {
  const oldSchema = buildSchema(oldSdl);
  const types = publicTypes(oldSchema);
  const breaking = (await diff(oldSchema, buildSchema(newSdl))).filter(
    (c) => c.criticality.level === CriticalityLevel.Breaking && isPublic(c, types),
  );
  const isListed = (c: Change) => Boolean(c.path) && changelog.includes(`\`${c.path}\``);
  return { unlisted: breaking.filter((c) => !isListed(c)), listed: breaking.filter(isListed) };
}

export async function breakingChanges(): Promise<{ unlisted: Change[]; listed: Change[]; stale: boolean }> {
  const current = currentSdl();
  if (!existsSync(SNAPSHOT)) return { unlisted: [], listed: [], stale: true };
  const committed = readFileSync(SNAPSHOT, 'utf8');
  const changelog = existsSync(CHANGELOG) ? readFileSync(CHANGELOG, 'utf8') : '';
  return { ...(await classify(committed, current, changelog)), stale: committed !== current };
}

async function main() {
  const mode = process.argv[2];
  const { unlisted, listed, stale } = await breakingChanges();
  for (const c of listed) console.log(`breaking, listed in schema/CHANGELOG.md: ${c.path} — ${c.message}`);
  if (unlisted.length) {
    console.error('Breaking changes to the public API that schema/CHANGELOG.md does not list:');
    for (const c of unlisted) console.error(`  \`${c.path}\` — ${c.message}`);
    console.error('Deprecate first (@deprecated), and list the path in backticks in schema/CHANGELOG.md when it finally goes.');
    process.exit(1);
  }
  if (mode === 'print') {
    mkdirSync(join(SCHEMA_DIR, '__generated__'), { recursive: true });
    writeFileSync(SNAPSHOT, currentSdl());
    console.log(`${stale ? 'Wrote' : 'Unchanged:'} ${SNAPSHOT}`);
  } else if (stale) {
    console.error('schema/__generated__/schema.graphql is out of date: run `npm run schema:print` and commit it.');
    process.exit(1);
  } else console.log('The schema snapshot is up to date; no unlisted breaking change to the public API.');
}

if (process.argv[1]?.endsWith('schema-contract.ts')) await main();
