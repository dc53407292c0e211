import type { ProductSort } from "@/lib/catalog/product-query";

/*
 * The state of the /products page lives in its URL (search, category, sort, page). One builder
 * for every link and navigation, so keys keep one order and defaults stay out of the URL.
 * Client-safe, pure.
 */

export interface ProductsView {
  search?: string;
  category?: number;
  sort?: ProductSort;
  page?: number;
}

/** The default sort (name A–Z) is left out of URLs. */
export const DEFAULT_SORT: ProductSort = "name";

export function productsQuery(view: ProductsView): string {
  const params = new URLSearchParams();
  if (view.search) params.set("search", view.search);
  if (view.category !== undefined) params.set("category", String(view.category));
  if (view.sort && view.sort !== DEFAULT_SORT) params.set("sort", view.sort);
  if (view.page && view.page > 1) params.set("page", String(view.page));
  return params.toString();
}

export function productsHref(view: ProductsView): string {
  const query = productsQuery(view);
  return query ? `/products?${query}` : "/products";
}

/** A new search, category or sort starts again at page 1 (SPEC.md §4). */
export function withView(current: ProductsView, change: Omit<ProductsView, "page">): string {
  return productsHref({ ...current, ...change, page: undefined });
}
