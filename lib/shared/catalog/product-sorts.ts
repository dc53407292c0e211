import type { Audience } from "@/lib/shared/accounts/actor";

/*
 * The sorts of the product list (docs/product.md §7) and who may use them. Client-safe and free of the
 * query schema (zod), so the catalogue's browser code can read them without it.
 */

export const PRODUCT_SORTS = ["relevance", "ordering", "name", "-name", "price", "-price"] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

/**
 * Sorts each audience may choose (docs/product.md §2 Products screen). "relevance" (the default with a
 * search, lib/shared/catalog/search-rank.ts) is for everyone; without a search it is the name order.
 * The price sorts read what a case costs after the special.
 */
export function sortsFor(audience: Audience): ProductSort[] {
  if (audience === "admin") return [...PRODUCT_SORTS];
  if (audience === "customer") return ["relevance", "name", "-name", "price", "-price"];
  return ["relevance", "name", "-name"];
}
