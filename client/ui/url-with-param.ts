/*
 * Links that change one search parameter of the current view and keep the others: URL tabs set
 * ?tab=… (none for the first tab) and drop ?page=, since a page number belongs to one list.
 * Client-safe, pure.
 */

export type QueryRecord = Record<string, string | string[] | undefined>;

export function urlWithParam(
  pathname: string,
  query: QueryRecord,
  param: string,
  value: string | undefined,
  drop: readonly string[] = [],
): string {
  const params = new URLSearchParams();
  for (const [key, raw] of Object.entries(query)) {
    if (key === param || drop.includes(key) || raw === undefined) continue;
    for (const item of Array.isArray(raw) ? raw : [raw]) params.append(key, item);
  }
  if (value !== undefined) params.set(param, value);
  const search = params.toString();
  return search ? `${pathname}?${search}` : pathname;
}
