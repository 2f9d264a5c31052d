import type { Request } from 'express';
import { DomainError, type FieldErrors } from '../errors.js';
import { isUuid } from '@marketplace/schema/rules';
import { NUL_MESSAGE, hasNul, nulKeys } from '../request-guards.js';

/**
 * The REST shim's one reading of loose request values (query strings, JSON or multipart bodies, path
 * parameters, headers) into GraphQL variables. Each reader has ONE meaning; a value that is present but
 * does not fit is refused (400 VALIDATION_FAILED, field path `query.limit`, `body.pricing.basic`,
 * `params.id`), never silently dropped or passed on. Absent (missing, null, blank) is `undefined`.
 * Ranges and business rules are the services' (one place); this only decides what a value IS.
 */

export const JSON_ONLY = 'Send the request body as application/json.';

/** GraphQL's Int is 32-bit. */
const INT_MIN = -(2 ** 31);
const INT_MAX = 2 ** 31 - 1;
const INT_RE = /^[+-]?\d+$/;
const DECIMAL_RE = /^[+-]?(?:\d+\.?\d*|\.\d+)$/;
const TRUE = new Set(['true', '1', 'yes', 'on']);
const FALSE = new Set(['false', '0', 'no', 'off']);

const absent = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');
const isPlainObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

/** A JSON array or object sent as text (multipart fields: '["a","b"]', '{"basic":1}'), else the value itself. */
function jsonText(v: unknown): unknown {
  if (typeof v !== 'string') return v;
  const t = v.trim();
  if ((t.startsWith('[') && t.endsWith(']')) || (t.startsWith('{') && t.endsWith('}'))) {
    try {
      return JSON.parse(t);
    } catch {
      return v;
    }
  }
  return v;
}

export class Reader {
  constructor(
    private readonly values: Record<string, unknown>,
    private readonly prefix: string,
    private readonly errors: FieldErrors,
  ) {}

  private fail(name: string, reason: string): undefined {
    const path = `${this.prefix}.${name}`;
    if (!(path in this.errors)) this.errors[path] = reason;
    return undefined;
  }

  /** The value as sent (only for fields whose meaning a reader below does not cover). */
  raw(name: string): unknown {
    return this.values[name];
  }

  /** True when the field is present (even if blank). */
  has(name: string): boolean {
    return this.values[name] !== undefined;
  }

  /** Text without NUL characters, as sent (not trimmed); a number is taken as its digits. */
  text(name: string): string | undefined {
    const v = this.values[name];
    if (absent(v)) return undefined;
    if (typeof v === 'number' && Number.isFinite(v)) return String(v);
    if (typeof v !== 'string') return this.fail(name, Array.isArray(v) ? 'must be given once' : 'must be text');
    if (hasNul(v)) return this.fail(name, NUL_MESSAGE);
    return v;
  }

  /** Like `text`, but an explicit empty value is kept as '' (to clear a field); absent is undefined. */
  textOrEmpty(name: string): string | undefined {
    const v = this.values[name];
    if (v === undefined) return undefined;
    if (v === null || (typeof v === 'string' && v.trim() === '')) return '';
    return this.text(name);
  }

  /** A whole number in GraphQL's Int range: a JSON integer or decimal digits. */
  int(name: string): number | undefined {
    const v = this.values[name];
    if (absent(v)) return undefined;
    const n = typeof v === 'number' ? v : typeof v === 'string' && INT_RE.test(v.trim()) ? Number(v) : Number.NaN;
    if (!Number.isInteger(n)) return this.fail(name, 'must be a whole number');
    if (n < INT_MIN || n > INT_MAX) return this.fail(name, 'is out of range');
    return n;
  }

  /** A finite number: a JSON number or a plain decimal ('4.5'). */
  number(name: string): number | undefined {
    const v = this.values[name];
    if (absent(v)) return undefined;
    const n = typeof v === 'number' ? v : typeof v === 'string' && DECIMAL_RE.test(v.trim()) ? Number(v) : Number.NaN;
    if (!Number.isFinite(n)) return this.fail(name, 'must be a number');
    return n;
  }

  /** true/false, also as text: true, false, 1, 0, yes, no, on, off (any case). */
  bool(name: string): boolean | undefined {
    const v = this.values[name];
    if (absent(v)) return undefined;
    if (typeof v === 'boolean') return v;
    const s = typeof v === 'string' || typeof v === 'number' ? String(v).trim().toLowerCase() : '';
    if (TRUE.has(s)) return true;
    if (FALSE.has(s)) return false;
    return this.fail(name, 'must be true or false');
  }

  /**
   * One of an SDL enum's values (from the generated contract), in any case: the REST wire uses the
   * lower-case form. `any` lists words meaning "no filter" (e.g. 'all').
   */
  enum<T extends string>(name: string, values: Record<string, T>, options: { any?: string[] } = {}): T | undefined {
    const v = this.values[name];
    if (absent(v)) return undefined;
    const allowed = Object.values(values);
    const s = typeof v === 'string' ? v.trim().toUpperCase() : '';
    if (options.any?.some((a) => a.toUpperCase() === s)) return undefined;
    const match = allowed.find((a) => a === s);
    if (match) return match;
    return this.fail(name, `must be one of: ${[...allowed.map((a) => a.toLowerCase()), ...(options.any ?? [])].join(', ')}`);
  }

  /** An id (UUID), given as text or as a nested object with `_id` or `id` (spec §3). */
  id(name: string): string | undefined {
    const v = this.values[name];
    if (absent(v)) return undefined;
    const candidate = isPlainObject(v) ? (v._id ?? v.id) : v;
    const s = typeof candidate === 'string' ? candidate.trim() : undefined;
    if (!isUuid(s)) return this.fail(name, 'must be an id');
    return s.toLowerCase();
  }

  /** A list of texts: an array, a JSON array as text, or comma-separated text. */
  list(name: string): string[] | undefined {
    const v = jsonText(this.values[name]);
    if (absent(v)) return undefined;
    const items = Array.isArray(v)
      ? v
      : typeof v === 'string'
        ? v
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean)
        : null;
    if (!items) return this.fail(name, 'must be a list');
    const out: string[] = [];
    for (const [i, item] of items.entries()) {
      if (typeof item === 'number' && Number.isFinite(item)) out.push(String(item));
      else if (typeof item !== 'string') return this.fail(`${name}.${i}`, 'must be text');
      else if (hasNul(item)) return this.fail(`${name}.${i}`, NUL_MESSAGE);
      else out.push(item);
    }
    return out;
  }

  /** `value` (read by another reader) when the field has one; else 'is required' (unless already refused). */
  required<T>(name: string, value: T | undefined, message = 'is required'): T | undefined {
    if (value === undefined && !(`${this.prefix}.${name}` in this.errors)) this.fail(name, message);
    return value;
  }

  /** A nested object (or its JSON text); absent gives an empty reader. */
  object(name: string): Reader {
    const v = jsonText(this.values[name]);
    if (!absent(v) && !isPlainObject(v)) this.fail(name, 'must be an object');
    return new Reader(isPlainObject(v) ? v : {}, `${this.prefix}.${name}`, this.errors);
  }
}

/** The readers of one request; `throwIfAny` after reading throws one VALIDATION_FAILED with every field. */
export class RestInput {
  readonly errors: FieldErrors = {};
  readonly query: Reader;
  readonly body: Reader;
  readonly params: Reader;
  readonly header: Reader;

  constructor(req: Request) {
    this.query = new Reader(req.query, 'query', this.errors);
    this.body = new Reader(isPlainObject(req.body) ? req.body : {}, 'body', this.errors);
    this.params = new Reader(req.params, 'params', this.errors);
    const headers = Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k.toLowerCase(), v]));
    this.header = new Reader(headers, 'header', this.errors);
  }

  throwIfAny(): void {
    const [path] = Object.keys(this.errors);
    if (path === undefined) return;
    const keys = nulKeys(this.errors);
    throw new DomainError('VALIDATION_FAILED', `${path} ${this.errors[path]}`, {
      fields: this.errors,
      ...(Object.keys(keys).length ? { fieldKeys: keys } : {}),
    });
  }
}
