import { GraphQLError, GraphQLScalarType, Kind } from 'graphql';
import { isDate } from '@marketplace/schema/rules';

export const DateTimeScalar = new GraphQLScalarType({
  name: 'DateTime',
  serialize: (value) => (value instanceof Date ? value.toISOString() : new Date(String(value)).toISOString()),
  parseValue: (value) => {
    const d = new Date(String(value));
    if (Number.isNaN(d.getTime())) throw new GraphQLError('Invalid DateTime');
    return d;
  },
  parseLiteral: (ast) => {
    if (ast.kind !== Kind.STRING) throw new GraphQLError('DateTime must be a string');
    const d = new Date(ast.value);
    if (Number.isNaN(d.getTime())) throw new GraphQLError('Invalid DateTime');
    return d;
  },
});

export const DateScalar = new GraphQLScalarType({
  name: 'Date',
  serialize: (value) => (value instanceof Date ? value.toISOString().slice(0, 10) : String(value).slice(0, 10)),
  parseValue: (value) => {
    if (typeof value !== 'string' || !isDate(value)) {
      throw new GraphQLError('Date must be YYYY-MM-DD', { extensions: { code: 'VALIDATION_FAILED' } });
    }
    return value;
  },
  parseLiteral: (ast) => {
    if (ast.kind !== Kind.STRING || !isDate(ast.value)) {
      throw new GraphQLError('Date must be YYYY-MM-DD', { extensions: { code: 'VALIDATION_FAILED' } });
    }
    return ast.value;
  },
});
