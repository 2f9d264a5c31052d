import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  Kind,
  parse,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLResolveInfo,
  type OperationDefinitionNode,
} from 'graphql';
import { startTestServer, type TestServer } from './harness.js';
import { selectedFields } from '../src/db/selected-columns.js';
import { panditColumns } from '../src/modules/pandit/pandit.service.js';

/** Narrow selects: a page of pandits reads the columns of the fields asked for, and answers exactly as before. */
let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s?.close());

/** The `info` a resolver of the document's first root field gets (the parts selectedFields reads). */
function infoOf(document: string): GraphQLResolveInfo {
  const doc = parse(document);
  const op = doc.definitions.find((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION)!;
  const fragments = Object.fromEntries(
    doc.definitions.filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION).map((f) => [f.name.value, f]),
  );
  return { fieldNodes: [op.selectionSet.selections[0] as FieldNode], fragments } as unknown as GraphQLResolveInfo;
}

const columnsOf = (document: string) =>
  panditColumns(s.db.orm, selectedFields(infoOf(document), ['items']))
    .split(', ')
    .map((c) => c.replace(/^p\./, ''));

describe('the columns of the fields asked for', () => {
  it('follows fragments, inline fragments and aliases; computed fields read their columns', () => {
    const cols = columnsOf(`{ pandits { items { ...Card ... on Pandit { town: city } __typename } pageInfo { totalCount } } }
      fragment Card on Pandit { id name rating reviewCount pricing { basic } ...More }
      fragment More on Pandit { specializations }`);
    expect(cols).toEqual(
      expect.arrayContaining(['id', 'user_id', 'name', 'rating', 'review_count', 'city', 'specializations', 'basic_price']),
    );
    expect(cols).toContain('virtual_pooja_available'); // pricing's virtual prices depend on it
    for (const unasked of ['bio', 'availability', 'photos', 'email', 'phone', 'languages', 'created_at', 'search_text'])
      expect(cols).not.toContain(unasked);
  });

  it('reads every column when a field is not known to it, or when no row field is asked for', () => {
    const all = panditColumns(s.db.orm)
      .split(', ')
      .map((c) => c.replace(/^p\./, ''));
    expect(columnsOf('{ pandits { items { id somethingNew } } }')).toEqual(all);
    expect(columnsOf('{ pandits { pageInfo { totalCount } } }')).toEqual(all);
    expect(all).not.toContain('search_text');
  });
});

describe('answers are the same as with every column', () => {
  const FULL = `id name bio avatar city state location experience rating reviewCount specializations languages photos
    virtualPoojaAvailable verified approved registrationStatus createdAt pricing { basic premium deluxe virtualBasic virtualPremium virtualDeluxe }
    availability { weeklyHours { weekday slots } blockedDates } ceremoniesCompleted`;

  it('a card page, a search and a page beyond the end, each field equal to the full read', async () => {
    for (const args of ['page: { limit: 12 }', 'filter: { search: "rudra abishek varansi" }', 'page: { page: 99, limit: 12 }']) {
      const full = await s.gql(`{ pandits(${args}) { items { ${FULL} } pageInfo { totalCount hasNextPage } } }`);
      expect(full.errors).toBeUndefined();
      const narrow = await s.gql(
        `{ pandits(${args}) { items { ...Card ... on Pandit { where: city } } pageInfo { totalCount hasNextPage } } }
         fragment Card on Pandit { id name rating pricing { basic virtualBasic } }`,
      );
      expect(narrow.errors).toBeUndefined();
      expect(narrow.data.pandits.pageInfo).toEqual(full.data.pandits.pageInfo);
      expect(narrow.data.pandits.items).toEqual(
        full.data.pandits.items.map((p: any) => ({
          id: p.id,
          name: p.name,
          rating: p.rating,
          pricing: { basic: p.pricing.basic, virtualBasic: p.pricing.virtualBasic },
          where: p.city,
        })),
      );
    }
  });

  it('fields that only some requests ask for (bio, availability, photos) come with the rows that ask', async () => {
    const r = await s.gql('{ pandits(page: { limit: 3 }) { items { id bio photos availability { blockedDates } } } }');
    expect(r.errors).toBeUndefined();
    expect(r.data.pandits.items.length).toBe(3);
    for (const p of r.data.pandits.items) {
      expect(typeof p.bio).toBe('string');
      expect(p.bio.length).toBeGreaterThan(0);
      expect(Array.isArray(p.photos)).toBe(true);
      expect(Array.isArray(p.availability.blockedDates)).toBe(true);
    }
  });
});
