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
 * What client components of every page may say, the visitor's whole cached pages included: the
 * header, the footer, the offline banner, the kit of components/ui, the catalogue. Given by the root
 * layout. Nothing of a session: a visitor's page carries none of its texts.
 */
export const FRAME_NAMESPACES = ["layout", "nav", "ui", "offline", "offlineActions", "offlineCatalogue", "toasts", "apiClient", "shop", "catalogFilters", "catalog", "product", "home"] as const satisfies readonly Namespace[];

/** The client texts of the pages of someone with a session (the account menus, cart, orders): given by IntlScope in app/[locale]/(site)/layout.tsx. */
export const SESSION_NAMESPACES = ["accountNav", "offlineSaved", "fields", "account", "orders", "cart", "checkout", "quickOrder", "reorder", "orderGuide"] as const satisfies readonly Namespace[];

/** The back office's client texts: given (with the session's, BACK_OFFICE_NAMESPACES) by IntlScope in app/[locale]/(site)/admin/layout.tsx and the staff's pages outside /admin. */
export const ADMIN_NAMESPACES = ["admin", "adminProduct", "adminCategories", "adminVendors", "adminCustomers", "adminOrders", "adminConfirm", "adminCheckout", "adminPriceLists", "adminDeliveryZones", "adminWebhooks", "adminImport"] as const satisfies readonly Namespace[];

/** The back office's scope: it sits inside the session's frame, whose texts its pages keep. */
export const BACK_OFFICE_NAMESPACES = [...SESSION_NAMESPACES, ...ADMIN_NAMESPACES] as const;

/** The part of a catalogue the browser gets: the frame's namespaces and the ones asked for. */
export function clientMessages(all: Messages, namespaces: readonly Namespace[]): Partial<Messages> {
  const picked: Partial<Record<Namespace, unknown>> = {};
  for (const ns of [...FRAME_NAMESPACES, ...namespaces]) if (ns in all) picked[ns] = all[ns];
  return picked as Partial<Messages>;
}
