/**
 * Reads of an index that exists by construction. The gateway compiles with `noUncheckedIndexedAccess`, so `rows[0]`
 * is `T | undefined`. Where absence is possible, code handles `undefined`; where it is not (the one row of an
 * aggregate `select count(*)`, the one row of an `insert ... returning`, a position inside a loop's bounds, a key
 * taken from the table itself), these say so and fail loudly naming what was missing, instead of a `!` that would let
 * `undefined` travel on. Reaching the error is a bug in the gateway, never a user's mistake.
 */

export class MissingIndexError extends Error {
  override readonly name = 'MissingIndexError';
}

/** The value, which the caller knows is there (`what` names it in the error otherwise). */
export function known<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new MissingIndexError(`expected ${what}, found none`);
  return value;
}

/** The first item: the one row of an aggregate or of `insert ... returning`. */
export function first<T>(items: readonly T[], what = 'a row'): T {
  return known(items[0], what);
}

/** The item at `index` (an array or a string), which lies inside the bounds by construction. */
export function at<T>(items: ArrayLike<T>, index: number, what = `item ${index}`): T {
  return known(items[index], what);
}
