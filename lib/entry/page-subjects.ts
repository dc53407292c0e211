import "server-only";
import type { Ctx } from "@/lib/context/context";
import { getCategory } from "@/lib/catalog/category-admin";
import { getProductForEdit } from "@/lib/catalog/product-admin";
import { getProductBySlug } from "@/lib/catalog/product-detail";
import { getCustomer } from "@/lib/customers/customers-admin";
import { findOrdersCustomer } from "@/lib/orders/admin-orders";
import { getOrder } from "@/lib/orders/customer-orders";
import { NotFound } from "@/lib/shared/errors/domain-errors";
import { parseId } from "@/lib/shared/validation/ids";
import { getPriceList } from "@/lib/pricing/price-lists-admin";
import { getDeliveryZone } from "@/lib/delivery/zones-admin";
import { getWebhookEndpoint } from "@/lib/webhooks/endpoints-admin";
import { getVendor } from "@/lib/vendors/vendors";
import { PAGE_PATHS, type PagePath, type PageRow, type PageSubject } from "./page-paths";

/*
 * The record each kind of page subject names (lib/entry/page-paths.ts), loaded as the caller: the
 * domain function throws NotFound for a record that does not exist or that this caller may not
 * see (another customer's order). proxy.ts (lib/entry/request-guard.ts) calls the same loader as
 * the page (lib/entry/page-route.ts), so the real 404 and the page's not-found panel cannot differ.
 */
const LOADERS = {
  product: (ctx: Ctx, slug: string) => getProductBySlug(ctx, slug),
  productById: (ctx: Ctx, raw: string) => getProductForEdit(ctx, idOf(raw)),
  order: (ctx: Ctx, raw: string) => getOrder(ctx, idOf(raw)),
  category: (ctx: Ctx, raw: string) => getCategory(ctx, idOf(raw)),
  customer: (ctx: Ctx, raw: string) => getCustomer(ctx, idOf(raw)),
  customerOrders: (ctx: Ctx, raw: string) => findOrdersCustomer(ctx, idOf(raw)),
  vendor: (ctx: Ctx, raw: string) => getVendor(ctx, idOf(raw)),
  priceList: (ctx: Ctx, raw: string) => getPriceList(ctx, idOf(raw)),
  deliveryZone: (ctx: Ctx, raw: string) => getDeliveryZone(ctx, idOf(raw)),
  webhook: (ctx: Ctx, raw: string) => getWebhookEndpoint(ctx, idOf(raw)),
} satisfies Record<PageSubject, (ctx: Ctx, param: string) => Promise<unknown>>;

/** A path's id segment: digits within PostgreSQL's integer, else there is no such record. */
function idOf(raw: string): number {
  const id = parseId(raw);
  if (id === null) throw new NotFound();
  return id;
}

/** What a page's row names: the loaded record, or undefined for a page without a subject. */
export type SubjectOf<P extends PagePath> = (typeof PAGE_PATHS)[P] extends { subject: infer K extends PageSubject }
  ? Awaited<ReturnType<(typeof LOADERS)[K]>>
  : undefined;

/** Loads the subject of `path`'s row from the raw (still percent-encoded) segment; NotFound when there is none. */
export async function loadSubject<P extends PagePath>(ctx: Ctx, path: P, param: string | undefined): Promise<SubjectOf<P>> {
  const row: PageRow = PAGE_PATHS[path as PagePath];
  if (!row.subject) return undefined as SubjectOf<P>;
  if (param === undefined) throw new NotFound();
  return (await LOADERS[row.subject](ctx, param)) as SubjectOf<P>;
}
