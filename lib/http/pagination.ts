import { NotFound } from "./errors";

export const PAGE_SIZE = 16;

export interface Page<T> {
  count: number;
  next: string | null;
  previous: string | null;
  results: T[];
}

/**
 * Parses ?page= as DRF's PageNumberPagination does: absent means 1; anything but a positive
 * integer (or "last") answers 404 {"detail": "Invalid page."}.
 */
export function parsePageParam(raw: string | null): number | "last" {
  if (raw === null || raw === "") return 1;
  if (raw === "last") return "last";
  if (!/^\d{1,9}$/.test(raw) || Number(raw) < 1) throw new NotFound("Invalid page.");
  return Number(raw);
}

export function pageCount(count: number, pageSize = PAGE_SIZE): number {
  return Math.max(1, Math.ceil(count / pageSize));
}

/** Resolves "last" and checks the page exists (page 1 always exists, even when empty). */
export function resolvePage(page: number | "last", count: number, pageSize = PAGE_SIZE): number {
  const last = pageCount(count, pageSize);
  const resolved = page === "last" ? last : page;
  if (resolved > last) throw new NotFound("Invalid page.");
  return resolved;
}

export function pageOffset(page: number, pageSize = PAGE_SIZE): number {
  return (page - 1) * pageSize;
}

/** Builds the DRF page envelope with absolute next/previous URLs derived from the request URL. */
export function pageEnvelope<T>(
  requestUrl: URL,
  page: number,
  count: number,
  results: T[],
  pageSize = PAGE_SIZE,
): Page<T> {
  const last = pageCount(count, pageSize);
  const link = (target: number): string => {
    const url = new URL(requestUrl.toString());
    if (target === 1) url.searchParams.delete("page");
    else url.searchParams.set("page", String(target));
    return url.toString();
  };
  return {
    count,
    next: page < last ? link(page + 1) : null,
    previous: page > 1 ? link(page - 1) : null,
    results,
  };
}
