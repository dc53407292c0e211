/*
 * The page numbers of a pagination control (docs/product.md §9): every number up to `showAllUpTo` pages
 * (9); above that the first and last pages, the current page with `siblings` on each side, and
 * an ellipsis for each gap. A gap of a single page shows that page instead of "…", so the
 * control keeps one length (2 + 2 × siblings + 3 items) wherever the current page is.
 * Client-safe, pure.
 */

export type PaginationItem = { kind: "page"; page: number; current: boolean } | { kind: "ellipsis"; position: "start" | "end" };

export interface PaginationOptions {
  /** Pages shown on each side of the current one when abbreviated (default 2). */
  siblings?: number;
  /** Every page is listed up to this many pages (default 9). */
  showAllUpTo?: number;
}

function range(from: number, to: number): number[] {
  return Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i);
}

export function paginationItems(current: number, total: number, options: PaginationOptions = {}): PaginationItem[] {
  const siblings = Math.max(0, Math.floor(options.siblings ?? 2));
  const showAllUpTo = options.showAllUpTo ?? 9;
  const last = Math.max(1, Math.floor(total));
  const page = Math.min(Math.max(1, Math.floor(current)), last);
  const asPage = (n: number): PaginationItem => ({ kind: "page", page: n, current: n === page });

  // Slots: first, start gap, the window of 2 × siblings + 1, end gap, last.
  const slots = 2 * siblings + 5;
  if (last <= Math.max(showAllUpTo, slots)) return range(1, last).map(asPage);

  // The window slides between the ends so that the control keeps `slots` items.
  const windowStart = Math.min(Math.max(page - siblings, 3), last - 2 - 2 * siblings);
  const windowEnd = windowStart + 2 * siblings;
  const items: PaginationItem[] = [asPage(1)];
  if (windowStart === 3) items.push(asPage(2));
  else items.push({ kind: "ellipsis", position: "start" });
  items.push(...range(windowStart, windowEnd).map(asPage));
  if (windowEnd === last - 2) items.push(asPage(last - 1));
  else items.push({ kind: "ellipsis", position: "end" });
  items.push(asPage(last));
  return items;
}
