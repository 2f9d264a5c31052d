import { GraphQLError, GraphQLScalarType, Kind } from 'graphql';
import { DATE_MAX, DATE_MIN, INSTANT_MAX_MS, INSTANT_MIN_MS, isCalendarDate, isDateInRange } from '@marketplace/schema/rules';

/**
 * Dates and instants are taken only within the API's one date range (DATE_MIN..DATE_MAX, schema/rules/calendar.ts):
 * a year 0000 or 9999 is a 400 VALIDATION_FAILED here, before any resolver, loop or statement sees it.
 */
const refuse = (message: string) => new GraphQLError(message, { extensions: { code: 'VALIDATION_FAILED' } });
const OUT_OF_RANGE = `must be from ${DATE_MIN} to ${DATE_MAX}`;

function instant(value: string): Date {
  const d = new Date(value);
  if (Number.isNaN(d.getTime())) throw refuse('Invalid DateTime');
  if (d.getTime() < INSTANT_MIN_MS || d.getTime() > INSTANT_MAX_MS) throw refuse(`DateTime ${OUT_OF_RANGE}`);
  return d;
}

export const DateTimeScalar = new GraphQLScalarType({
  name: 'DateTime',
  serialize: (value) => (value instanceof Date ? value.toISOString() : new Date(String(value)).toISOString()),
  parseValue: (value) => instant(String(value)),
  parseLiteral: (ast) => {
    if (ast.kind !== Kind.STRING) throw refuse('DateTime must be a string');
    return instant(ast.value);
  },
});

function date(value: unknown): string {
  if (typeof value !== 'string' || !isCalendarDate(value)) throw refuse('Date must be YYYY-MM-DD');
  if (!isDateInRange(value)) throw refuse(`Date ${OUT_OF_RANGE}`);
  return value;
}

export const DateScalar = new GraphQLScalarType({
  name: 'Date',
  serialize: (value) => (value instanceof Date ? value.toISOString().slice(0, 10) : String(value).slice(0, 10)),
  parseValue: date,
  parseLiteral: (ast) => date(ast.kind === Kind.STRING ? ast.value : undefined),
});
