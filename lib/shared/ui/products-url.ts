import type { ProductSort } from "@/lib/shared/catalog/product-sorts";
import { parseId } from "@/lib/shared/validation/ids";

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

/** The default sort, left out of URLs: by relevance with a search, else by name A–Z. */
export function defaultSort(view: Pick<ProductsView, "search">): ProductSort {
  return view.search ? "relevance" : "name";
}

/** The sort a view is shown in ("relevance" without a search is the name order). */
export function shownSort(view: ProductsView): ProductSort {
  return view.sort && !(view.sort === "relevance" && !view.search) ? view.sort : defaultSort(view);
}

export function productsQuery(view: ProductsView): string {
  const params = new URLSearchParams();
  if (view.search) params.set("search", view.search);
  if (view.category !== undefined) params.set("category", String(view.category));
  const sort = shownSort(view);
  if (sort !== defaultSort(view)) params.set("sort", sort);
  if (view.page && view.page > 1) params.set("page", String(view.page));
  return params.toString();
}

export function productsHref(view: ProductsView): string {
  const query = productsQuery(view);
  return query ? `/products?${query}` : "/products";
}

/** A new search, category or sort starts again at page 1 (docs/product.md §4). */
export function withView(current: ProductsView, change: Omit<ProductsView, "page">): string {
  return productsHref({ ...current, ...change, page: undefined });
}

/**
 * The view a /products URL asks for, read in the browser as the page reads it on the server
 * (lib/entry/products-view.ts): the search trimmed and lowercased, ids and pages as
 * positive numbers, a sort only among the viewer's; anything else left out.
 */
export function readProductsParams(params: URLSearchParams, sorts: readonly ProductSort[]): ProductsView {
  const view: ProductsView = {};
  const search = params.get("search")?.trim().toLowerCase();
  if (search && search.length <= 100) view.search = search;
  const positive = (raw: string | null) => (raw === null ? undefined : (parseId(raw) ?? undefined));
  view.category = positive(params.get("category"));
  const sort = params.get("sort") as ProductSort | null;
  if (sort && sorts.includes(sort)) view.sort = sort;
  view.page = positive(params.get("page"));
  return view;
}
