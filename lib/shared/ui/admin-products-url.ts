/*
 * The view of /admin/products kept in its URL: the tab (?tab=, none for All Products), the search
 * (not on Need to reorder) and the page. Client-safe, pure.
 */

export const ADMIN_PRODUCT_TABS = ["all", "no-image", "no-french", "reorder", "trash"] as const;
export type AdminProductTab = (typeof ADMIN_PRODUCT_TABS)[number];

export interface AdminProductsView {
  tab: AdminProductTab;
  search?: string;
  page?: number;
}

export function adminProductTab(raw: string | undefined): AdminProductTab {
  return (ADMIN_PRODUCT_TABS as readonly string[]).includes(raw ?? "") ? (raw as AdminProductTab) : "all";
}

export function adminProductsHref(view: AdminProductsView): string {
  const params = new URLSearchParams();
  if (view.tab !== "all") params.set("tab", view.tab);
  if (view.search && view.tab !== "reorder") params.set("search", view.search);
  if (view.page && view.page > 1) params.set("page", String(view.page));
  const query = params.toString();
  return query ? `/admin/products?${query}` : "/admin/products";
}

/** The product_list query of a tab (docs/product.md §7: is_deleted, no_image, need_to_reorder; and no_name_fr). */
export function productListQueryOf(view: AdminProductsView): Record<string, string> {
  const query: Record<string, string> = { is_deleted: view.tab === "trash" ? "true" : "false", sort: "name" };
  if (view.tab === "no-image") query.no_image = "true";
  if (view.tab === "no-french") query.no_name_fr = "true";
  if (view.tab === "reorder") query.need_to_reorder = "true";
  if (view.search && view.tab !== "reorder") query.search = view.search;
  if (view.page && view.page > 1) query.page = String(view.page);
  return query;
}

/** The view a URL's parameters ask for, read leniently: an unknown tab is all, a bad page the first. */
export function adminProductsViewOf(params: Record<string, string | undefined>): AdminProductsView {
  const page = Number(params.page ?? "1");
  return {
    tab: adminProductTab(params.tab),
    search: (params.search ?? "").trim().slice(0, 100) || undefined,
    page: Number.isSafeInteger(page) && page > 1 ? page : undefined,
  };
}
