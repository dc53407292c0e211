/*
 * Ids as the shop stores them (PostgreSQL `integer`, from 1). Free of zod, so that browser code
 * (the /products URL reader, the page arithmetic) can use it without the validation library.
 */

/** The largest id PostgreSQL's `integer` holds. */
export const ID_MAX = 2_147_483_647;

/** An id written as text (a path segment, a query value): digits only, 1 to ID_MAX; else null. */
export function parseId(raw: string): number | null {
  if (!/^\d{1,10}$/.test(raw)) return null;
  const value = Number(raw);
  return value >= 1 && value <= ID_MAX ? value : null;
}
