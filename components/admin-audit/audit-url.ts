import type { AuditQuery } from "@/lib/shared/audit/audit-schemas";

/*
 * /admin/audit keeps its view in the URL with the API's names (actor, entity, from, to, page), so
 * a question about the log can be bookmarked and shared. Client-safe, pure.
 */
export type AuditView = Partial<Omit<AuditQuery, "page">> & { page?: number };

/** The screen's URL of a view, in a fixed order, empty filters left out. */
export function auditHref(view: AuditView): string {
  const params = new URLSearchParams();
  if (view.actor) params.set("actor", view.actor);
  if (view.entity) params.set("entity", view.entity);
  if (view.from) params.set("from", view.from);
  if (view.to) params.set("to", view.to);
  if (view.page && view.page > 1) params.set("page", String(view.page));
  const query = params.toString();
  return query ? `/admin/audit?${query}` : "/admin/audit";
}

/** The view of a parsed query (its page aside: the page is the pagination's). */
export function auditViewOf(query: AuditQuery): AuditView {
  return { actor: query.actor, entity: query.entity, from: query.from, to: query.to };
}

export const isFiltered = (view: AuditView) => Boolean(view.actor || view.entity || view.from || view.to);

/** Where an entity's record is edited in the back office, when it has a page. */
const ENTITY_PAGES: Partial<Record<string, (id: string) => string>> = {
  product: (id) => `/admin/product/${id}`,
  category: (id) => `/admin/category/${id}`,
  vendor: (id) => `/admin/edit-vendor/${id}`,
  customer: (id) => `/admin/edit-customer/${id}`,
  order: (id) => `/admin/order/${id}`,
  price_list: (id) => `/admin/price-list/${id}`,
  delivery_zone: (id) => `/admin/delivery-zone/${id}`,
  webhook: (id) => `/admin/webhook/${id}`,
};

/** The admin page of the record a row is about; null when it has none or the row deleted it. */
export function entityHref(entity: string, id: string | null, action: string): string | null {
  if (id === null || action === "delete" || !/^\d{1,10}$/.test(id)) return null;
  return ENTITY_PAGES[entity]?.(id) ?? null;
}
