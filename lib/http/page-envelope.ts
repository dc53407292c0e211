import "server-only";
import { pageCount, PAGE_SIZE, type PageResult } from "@/lib/shared/pagination/pages";

/** The DRF list envelope (docs/architecture.md, REST API): {count, next, previous, results}. */
export interface Page<T> {
  count: number;
  next: string | null;
  previous: string | null;
  results: T[];
}

/** Builds the DRF page envelope with absolute next/previous URLs derived from the request URL. */
export function pageEnvelope<T>(requestUrl: URL, page: number, count: number, results: T[], pageSize = PAGE_SIZE): Page<T> {
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

/** A domain reader's page in the envelope, with links relative to the request URL. */
export function envelopeOf<T>(requestUrl: URL, result: PageResult<T>): Page<T> {
  return pageEnvelope(requestUrl, result.page, result.count, result.results);
}
