/*
 * The view of /admin/customers kept in its URL: the tab (?tab=awaiting, none for all customers),
 * the search and the page. Client-safe, pure.
 */

export const CUSTOMER_TABS = ["all", "awaiting"] as const;
export type CustomerTab = (typeof CUSTOMER_TABS)[number];

export interface CustomersView {
  tab: CustomerTab;
  search?: string;
  page?: number;
}

export function customerTab(raw: string | undefined): CustomerTab {
  return raw === "awaiting" ? "awaiting" : "all";
}

export function customersHref(view: CustomersView): string {
  const params = new URLSearchParams();
  if (view.tab !== "all") params.set("tab", view.tab);
  if (view.search) params.set("search", view.search);
  if (view.page && view.page > 1) params.set("page", String(view.page));
  const query = params.toString();
  return query ? `/admin/customers?${query}` : "/admin/customers";
}

/** The customers_list query of a view (docs/product.md §7: search, page; verified=false for the awaiting tab). */
export function customerListQueryOf(view: CustomersView): Record<string, string> {
  const query: Record<string, string> = {};
  if (view.tab === "awaiting") query.verified = "false";
  if (view.search) query.search = view.search;
  if (view.page && view.page > 1) query.page = String(view.page);
  return query;
}

/** The view a URL's parameters ask for, read leniently: an unknown tab is all, a bad page the first. */
export function customersViewOf(params: Record<string, string | undefined>): CustomersView {
  const page = Number(params.page ?? "1");
  return {
    tab: customerTab(params.tab),
    search: (params.search ?? "").trim().slice(0, 100) || undefined,
    page: Number.isSafeInteger(page) && page > 1 ? page : undefined,
  };
}
