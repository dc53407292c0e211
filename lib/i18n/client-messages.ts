import "server-only";
import type { Messages } from "next-intl";

/*
 * Which message namespaces a page sends to the browser (docs/i18n.md). Server components read the
 * whole catalogue; client components read only what a provider gave them, and every namespace given
 * is a part of each page's HTML. The frame's namespaces go to every page (app/[locale]/layout.tsx);
 * an area adds its own around what it renders with IntlScope (components/layout/intl-scope.tsx).
 */
export type Namespace = keyof Messages;

/**
 * What client components of every page may say: the header, the footer, the offline banner, the kit
 * of components/ui, and the storefront and account areas. Given by the root layout.
 */
export const FRAME_NAMESPACES = ["layout", "nav", "ui", "offline", "account", "orders", "offlineActions", "offlineCatalogue", "offlineSaved", "toasts", "apiClient", "shop", "catalogFilters", "catalog", "product", "cart", "checkout", "home", "quickOrder", "reorder", "orderGuide"] as const satisfies readonly Namespace[];

/** The back office's client texts: given by IntlScope in app/[locale]/(site)/admin/layout.tsx and the staff's pages outside /admin. */
export const ADMIN_NAMESPACES = ["admin", "adminProduct", "adminCategories", "adminVendors", "adminCustomers", "adminOrders", "adminConfirm", "adminCheckout"] as const satisfies readonly Namespace[];

/** The part of a catalogue the browser gets: the frame's namespaces and the ones asked for. */
export function clientMessages(all: Messages, namespaces: readonly Namespace[]): Partial<Messages> {
  const picked: Partial<Record<Namespace, unknown>> = {};
  for (const ns of [...FRAME_NAMESPACES, ...namespaces]) if (ns in all) picked[ns] = all[ns];
  return picked as Partial<Messages>;
}
