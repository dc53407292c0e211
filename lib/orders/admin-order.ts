import "server-only";
import { and, eq } from "drizzle-orm";
import { users } from "@/db/schema";
import { inTransaction, type Ctx } from "@/lib/context/context";
import { requireAdmin } from "@/lib/identity/access";
import { Invalid } from "@/lib/shared/errors/domain-errors";
import { translator } from "@/lib/i18n/translator";
import { createOrder, type PlacedOrder } from "./place-order";
import { billingSchema, type AdminOrder, type Billing } from "@/lib/shared/orders/schemas";
import { recordCreate } from "@/lib/audit/audit-log";
import { orderAuditFields } from "./order-audit";

/*
 * Staff order on behalf of a customer (docs/product.md §2 /checkout-admin, §3 admin-order payload, §4
 * "Admins can add any product with no stock restriction"). The order is the customer's (they see it
 * in My orders, it is mailed to them) and ships to the address of their profile, read here; only
 * the lines, the price to check, the order notes and the PO number come from the admin.
 *
 * Only verified customers can be ordered for: an unverified account may not see prices (docs/product.md
 * §6), yet the order and its email show every price. Staff verify the account first, one click.
 */

/** What the admin screens show of the customer an order is placed for. */
export interface OrderCustomer {
  id: number;
  company: string;
  first_name: string;
  last_name: string;
  email: string;
  phone_number: string;
  address: string;
  townCity: string;
  state: string;
  zipcode: string;
  country: string;
  verified: boolean;
}

export const orderCustomerColumns = {
  id: users.id,
  company: users.company,
  first_name: users.firstName,
  last_name: users.lastName,
  email: users.email,
  phone_number: users.phoneNumber,
  address: users.address,
  townCity: users.townCity,
  state: users.state,
  zipcode: users.zipcode,
  country: users.country,
  verified: users.verified,
};

/** The customer's name as a list shows it: the company, else their name, else the email. */
export function customerLabel(customer: Pick<OrderCustomer, "company" | "first_name" | "last_name" | "email">): string {
  return customer.company || `${customer.first_name} ${customer.last_name}`.trim() || customer.email;
}

/**
 * The customer's record, or null when no customer (an admin is none) has that id. `lock`: inside a
 * transaction, the customer cannot be deleted before it commits (the order's foreign key).
 */
export async function findOrderCustomer(ctx: Ctx, customerId: number, { lock = false } = {}): Promise<OrderCustomer | null> {
  const query = ctx.db
    .select(orderCustomerColumns)
    .from(users)
    .where(and(eq(users.id, customerId), eq(users.role, "Customer")));
  const [row] = lock ? await query.for("key share") : await query;
  return row ?? null;
}

/** The profile's fields an order ships with, as the refusal names them (adminCheckout.incompleteFields). */
const SHIPPING_FIELDS = ["address", "townCity", "state", "zipcode", "email", "phone", "companyName"] as const satisfies ReadonlyArray<keyof Billing>;
type ShippingField = (typeof SHIPPING_FIELDS)[number];
const isShippingField = (field: unknown): field is ShippingField => SHIPPING_FIELDS.includes(field as ShippingField);

/** Where an order for this customer ships, from their profile, checked as a checkout's billing is. */
function shippingOf(ctx: Ctx, customer: OrderCustomer, orderNotes: string, poNumber: string | null): Billing {
  const parsed = billingSchema.safeParse({
    companyName: customer.company,
    country: "Canada",
    address: customer.address,
    townCity: customer.townCity,
    state: customer.state,
    zipcode: customer.zipcode,
    email: customer.email,
    phone: customer.phone_number,
    orderNotes,
  });
  if (parsed.success) return { ...parsed.data, po_number: poNumber };
  const t = translator(ctx.locale, "adminCheckout");
  const missing = [...new Set(parsed.error.issues.map(({ path: [field] }) => (isShippingField(field) ? t(`incompleteFields.${field}`) : String(field))))];
  throw Invalid.field("customer", t("customerIncomplete", { company: customerLabel(customer), fields: missing.join(", ") }));
}

/**
 * The customer an admin may order for, with the order's shipping details; a 400 on `customer`
 * when there is no such customer, when they await verification, or when their profile has no
 * valid address to ship to.
 */
export async function orderableCustomer(ctx: Ctx, customerId: number, orderNotes = "", poNumber: string | null = null): Promise<{ customer: OrderCustomer; shipping: Billing }> {
  requireAdmin(ctx.actor);
  const customer = await findOrderCustomer(ctx, customerId, { lock: ctx.transaction !== undefined });
  const t = translator(ctx.locale, "adminCheckout");
  if (!customer) throw Invalid.field("customer", t("unknownCustomer", { id: customerId }));
  if (!customer.verified) throw Invalid.field("customer", t("customerNotVerified", { company: customerLabel(customer) }));
  return { customer, shipping: shippingOf(ctx, customer, orderNotes, poNumber) };
}

/**
 * POST /api/orders/admin_order/details/: an admin places the lines of their cart for a customer.
 * Priced by the server as a customer's order is (a disagreeing price is a 400 and nothing is
 * stored); adminCreated, created by the admin, owned by the customer. The ordered lines leave the
 * admin's cart and the admin draft is cleared, in the same transaction.
 */
export async function placeAdminOrder(ctx: Ctx, input: AdminOrder): Promise<PlacedOrder> {
  requireAdmin(ctx.actor);
  const order = await inTransaction(ctx, async (tx) => {
    const { customer, shipping } = await orderableCustomer(tx, input.customer, input.orderNotes, input.po_number);
    const placed = await createOrder(tx, { customerId: customer.id, adminCreated: true, purchased_items: input.purchased_items, price: input.price, shipping, deliveryDate: input.delivery_date });
    await recordCreate(tx, "order", placed.id, orderAuditFields(placed));
    return placed;
  });
  return { order };
}
