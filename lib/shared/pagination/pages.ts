import { NotFound } from "@/lib/shared/errors/domain-errors";
import { parseId } from "@/lib/shared/validation/ids";
import { validationMessages } from "@/lib/shared/messages/validation";

/*
 * Page arithmetic of every list (docs/product.md §9: 16 a page, ceil(total/16) pages), for domain readers
 * and screens alike. Client-safe. The DRF envelope with absolute links is the HTTP adapters' part
 * (lib/http/page-envelope.ts).
 */

export const PAGE_SIZE = 16;

/** What a domain reader answers for a list: the page it resolved, the total count and the rows. */
export interface PageResult<T> {
  page: number;
  count: number;
  results: T[];
}

/**
 * Parses ?page= as DRF's PageNumberPagination does: absent means 1; anything but a positive
 * integer (or "last") is 404 {"detail": "Invalid page."}.
 */
export function parsePageParam(raw: string | null): number | "last" {
  if (raw === null || raw === "") return 1;
  if (raw === "last") return "last";
  const page = parseId(raw);
  if (page === null) throw new NotFound(validationMessages.invalidPage);
  return page;
}

export function pageCount(count: number, pageSize = PAGE_SIZE): number {
  return Math.max(1, Math.ceil(count / pageSize));
}

/** Resolves "last" and checks the page exists (page 1 always exists, even when empty). */
export function resolvePage(page: number | "last", count: number, pageSize = PAGE_SIZE): number {
  const last = pageCount(count, pageSize);
  const resolved = page === "last" ? last : page;
  if (resolved > last) throw new NotFound(validationMessages.invalidPage);
  return resolved;
}

export function pageOffset(page: number, pageSize = PAGE_SIZE): number {
  return (page - 1) * pageSize;
}
