import "server-only";
import { and, asc, inArray, sql, type SQL } from "drizzle-orm";
import { orderItems, orders, orderTaxes } from "@/db/schema";
import type { Ctx } from "@/lib/context/context";
import { CSV_BOM, csvLine } from "@/lib/csv/csv-write";
import { requireAdmin } from "@/lib/identity/access";
import { invoiceNumber } from "@/lib/pdf/document-layout";
import { provinceCode } from "@/lib/shared/accounts/provinces";
import type { OrderExportQuery } from "@/lib/shared/orders/order-export-query";
import { SHOP_TIME_ZONE } from "@/lib/shared/orders/order-time";
import { centsToDecimal, toCents } from "@/lib/shared/pricing/money";
import { SALES_TAX_CODES, type SalesTaxCode } from "@/lib/shared/pricing/sales-taxes";
import { adminOrdersWhere } from "./admin-orders";
import { feeTaxLines } from "./order-taxes";

/*
 * The orders for accounting (issue 32, GET /api/orders/export/, docs/data-exchange.md "Orders for
 * accounting"): the orders placed on a range of shop days (America/Vancouver, from and to included)
 * that the admin list's filters keep, as a CSV an accountant's software imports: one header row,
 * flat, ISO dates, a decimal point, no currency symbol.
 *
 * layout "lines": one row per order line, then one row "DELIVERY" for an order's delivery fee when
 * one was charged. Each row carries its own share of each tax, so that for every order
 *   Σ line_subtotal = order_subtotal + order_delivery_fee,
 *   Σ tax_<code>    = the order's stored tax of that name, Σ line_total = order_total.
 * A tax's stored amount is shared among the rows in its base (the GST, HST and QST: the G lines and
 * the fee's federal share; a PST or RST: the provincially taxable lines and the fee's provincial
 * share, as docs/taxes.md "Delivery fee" splits it), in proportion to each row's amount in that base,
 * the cents left over by rounding going to the largest remainders: the shares add up to the cent.
 * The tax columns are fixed (every tax the shop can charge, SALES_TAX_CODES), an empty cell where
 * the order was not charged that tax, so that an import mapping saved once stays valid every month.
 *
 * layout "daily": one row per shop day that has orders: their count, subtotal, delivery fees, each
 * tax, the taxes and the total.
 *
 * The lines are read in keyset batches of EXPORT_BATCH orders (placed time, then number: the index
 * orders_created_idx), written to the stream as they are read: memory holds one batch whatever the
 * range. Each batch is its own read, so an order placed during a long download may or may not be in
 * it; one edited during it is written as it was when its batch was read.
 */

export const EXPORT_BATCH = 500;

/** The tax columns, in the order of SALES_TAX_CODES: tax_gst, tax_hst, tax_qst, tax_pst_bc, tax_rst_mb, tax_pst_sk. */
export const TAX_COLUMNS = SALES_TAX_CODES.map((code) => `tax_${code.toLowerCase()}`);

export const LINE_COLUMNS = [
  "order_number",
  "invoice_number",
  "order_date",
  "confirmation_date",
  "delivery_date",
  "paid_status",
  "delivered_status",
  "customer_id",
  "company",
  "province",
  "po_number",
  "line_type",
  "item",
  "product_name",
  "cases",
  "units",
  "free_units",
  "unit_price",
  "line_subtotal",
  ...TAX_COLUMNS,
  "line_tax",
  "line_total",
  "order_subtotal",
  "order_delivery_fee",
  "order_tax",
  "order_total",
] as const;

export const DAILY_COLUMNS = ["day", "orders", "subtotal", "delivery_fees", ...TAX_COLUMNS, "tax", "total"] as const;

/** The item code of the row that carries an order's delivery fee. */
export const DELIVERY_ITEM = "DELIVERY";

/** The shop day of a moment (YYYY-MM-DD in Vancouver), as shopDay() answers it, with one formatter for the whole file. */
const DAY_FORMAT = new Intl.DateTimeFormat("en-CA", { timeZone: SHOP_TIME_ZONE, year: "numeric", month: "2-digit", day: "2-digit" });
const exportDay = (when: Date) => DAY_FORMAT.format(when);

const FEDERAL: ReadonlySet<SalesTaxCode> = new Set(["GST", "HST", "QST"]);

/** One row of an order's export before it is written: its amount and its weight in each tax base. */
export interface ExportRow {
  amountCents: number;
  federalCents: number;
  provincialCents: number;
}

/**
 * `amountCents` shared by `weights` to the cent: floor of each proportional share, then one cent
 * more to the largest remainders (the earlier row first on a tie). Zero weights everywhere: the
 * amount goes to the first row (a tax stored without a base, as on orders from before issue 29).
 */
export function shareByWeight(amountCents: number, weights: readonly number[]): number[] {
  const shares = weights.map(() => 0);
  if (weights.length === 0 || amountCents === 0) return shares;
  const total = weights.reduce((sum, w) => sum + w, 0);
  if (total <= 0) {
    shares[0] = amountCents;
    return shares;
  }
  const remainders: Array<{ index: number; remainder: number }> = [];
  let given = 0;
  weights.forEach((weight, index) => {
    const exact = amountCents * weight;
    shares[index] = Math.floor(exact / total);
    given += shares[index];
    remainders.push({ index, remainder: exact % total });
  });
  remainders.sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (let i = 0; given < amountCents; i = (i + 1) % remainders.length, given++) shares[remainders[i].index]++;
  return shares;
}

/** Each tax's amount shared among an order's rows (each row's share of each tax, in cents). */
export function allocateTaxes(rows: readonly ExportRow[], taxes: ReadonlyArray<{ code: SalesTaxCode; amountCents: number }>): Array<Map<SalesTaxCode, number>> {
  const out = rows.map(() => new Map<SalesTaxCode, number>());
  for (const tax of taxes) {
    const weights = rows.map((row) => (FEDERAL.has(tax.code) ? row.federalCents : row.provincialCents));
    const shares = shareByWeight(tax.amountCents, weights.some((w) => w > 0) ? weights : rows.map((row) => row.amountCents));
    shares.forEach((share, i) => out[i].set(tax.code, share));
  }
  return out;
}

const orderColumns = {
  id: orders.id,
  createdAt: orders.createdAt,
  // The cursor: the placed time exactly as stored (microseconds; a JS Date keeps milliseconds).
  cursor: sql<string>`${orders.createdAt}::text`,
  confirmedAt: orders.confirmedAt,
  deliveryDate: orders.deliveryDate,
  status: orders.status,
  deliveredStatus: orders.deliveredStatus,
  customerId: orders.customerId,
  companyName: orders.companyName,
  state: orders.state,
  poNumber: orders.poNumber,
  subtotal: orders.subtotal,
  deliveryFee: orders.deliveryFee,
  tax: orders.tax,
  price: orders.price,
};

type OrderRow = { [K in keyof typeof orderColumns]: (typeof orders.$inferSelect & { cursor: string })[K] };

const itemColumns = {
  orderId: orderItems.orderId,
  id: orderItems.id,
  item: orderItems.item,
  name: orderItems.name,
  quantity: orderItems.quantity,
  freeQuantity: orderItems.freeQuantity,
  boxQuantity: orderItems.boxQuantity,
  discountedUnitPrice: orderItems.discountedUnitPrice,
  lineTotal: orderItems.lineTotal,
  salesTaxCode: orderItems.salesTaxCode,
  provincialTaxClass: orderItems.provincialTaxClass,
};

type ItemRow = { [K in keyof typeof itemColumns]: (typeof orderItems.$inferSelect)[K] };

/** The orders the query covers (the admin list's filters on the placed days). */
function exportWhere(query: OrderExportQuery): SQL | undefined {
  return adminOrdersWhere({ customer: undefined, from: query.from, to: query.to, status: query.status, delivered_status: query.delivered_status, confirmed: query.confirmed });
}

/** The CSV rows of one order: its lines by id, then its delivery fee. */
export function orderRows(order: OrderRow, items: readonly ItemRow[], taxes: ReadonlyArray<{ code: SalesTaxCode; amountCents: number }>): string {
  const feeCents = toCents(order.deliveryFee);
  const productRows: ExportRow[] = items.map((item) => {
    const cents = toCents(item.lineTotal);
    return { amountCents: cents, federalCents: item.salesTaxCode === "G" ? cents : 0, provincialCents: item.provincialTaxClass === "taxable" ? cents : 0 };
  });
  const rows = [...productRows];
  if (feeCents > 0) {
    const shares = feeTaxLines(
      items.map((item) => ({ lineTotalCents: toCents(item.lineTotal), salesTaxCode: item.salesTaxCode, provinciallyTaxable: item.provincialTaxClass === "taxable" })),
      feeCents,
    );
    rows.push({
      amountCents: feeCents,
      federalCents: shares.find((s) => s.salesTaxCode === "G")?.lineTotalCents ?? 0,
      provincialCents: shares.find((s) => s.provinciallyTaxable)?.lineTotalCents ?? 0,
    });
  }
  const charged = new Set(taxes.map((t) => t.code));
  const allocated = allocateTaxes(rows, taxes);
  const head = [
    order.id,
    invoiceNumber(order.id),
    exportDay(order.createdAt),
    order.confirmedAt ? exportDay(order.confirmedAt) : "",
    order.deliveryDate ?? "",
    order.status,
    order.deliveredStatus,
    order.customerId ?? "",
    order.companyName,
    provinceCode(order.state) ?? order.state,
    order.poNumber ?? "",
  ];
  const tail = [order.subtotal, order.deliveryFee, order.tax, order.price];
  const taxCells = (i: number) => {
    const cells = SALES_TAX_CODES.map((code) => (charged.has(code) ? centsToDecimal(allocated[i].get(code) ?? 0) : ""));
    const taxCents = [...allocated[i].values()].reduce((sum, v) => sum + v, 0);
    return { cells, taxCents };
  };
  let out = "";
  items.forEach((item, i) => {
    const { cells, taxCents } = taxCells(i);
    const lineCents = toCents(item.lineTotal);
    out += csvLine([
      ...head,
      "product",
      item.item,
      item.name,
      item.boxQuantity > 0 ? Math.floor(item.quantity / item.boxQuantity) : 0,
      item.quantity,
      item.freeQuantity,
      item.discountedUnitPrice,
      item.lineTotal,
      ...cells,
      centsToDecimal(taxCents),
      centsToDecimal(lineCents + taxCents),
      ...tail,
    ]);
  });
  if (feeCents > 0) {
    const { cells, taxCents } = taxCells(items.length);
    out += csvLine([...head, "delivery", DELIVERY_ITEM, "Delivery fee", "", "", "", "", order.deliveryFee, ...cells, centsToDecimal(taxCents), centsToDecimal(feeCents + taxCents), ...tail]);
  }
  return out;
}

/** The file's name: the range and the layout (orders-2026-11-01-to-2026-11-30.csv, orders-daily-…). */
export function exportFileName(query: Pick<OrderExportQuery, "from" | "to" | "layout">): string {
  return `orders${query.layout === "daily" ? "-daily" : ""}-${query.from}-to-${query.to}.csv`;
}

/** One batch of orders after the cursor, with their lines and taxes. */
async function readBatch(ctx: Ctx, where: SQL | undefined, after: { cursor: string; id: number } | null) {
  const keyset = after ? sql`(${orders.createdAt}, ${orders.id}) > (${after.cursor}::timestamptz, ${after.id})` : undefined;
  const batch = (await ctx.db
    .select(orderColumns)
    .from(orders)
    .where(and(where, keyset))
    .orderBy(asc(orders.createdAt), asc(orders.id))
    .limit(EXPORT_BATCH)) as OrderRow[];
  if (batch.length === 0) return { batch, items: new Map<number, ItemRow[]>(), taxes: new Map<number, Array<{ code: SalesTaxCode; amountCents: number }>>() };
  const ids = batch.map((o) => o.id);
  const [itemRows, taxRows] = await Promise.all([
    ctx.db.select(itemColumns).from(orderItems).where(inArray(orderItems.orderId, ids)).orderBy(asc(orderItems.orderId), asc(orderItems.id)),
    ctx.db.select({ orderId: orderTaxes.orderId, code: orderTaxes.code, amount: orderTaxes.amount }).from(orderTaxes).where(inArray(orderTaxes.orderId, ids)).orderBy(asc(orderTaxes.orderId), asc(orderTaxes.position)),
  ]);
  const items = new Map<number, ItemRow[]>();
  for (const row of itemRows) items.set(row.orderId, [...(items.get(row.orderId) ?? []), row]);
  const taxes = new Map<number, Array<{ code: SalesTaxCode; amountCents: number }>>();
  for (const row of taxRows) taxes.set(row.orderId, [...(taxes.get(row.orderId) ?? []), { code: row.code, amountCents: toCents(row.amount) }]);
  return { batch, items, taxes };
}

/** The daily summary's rows: one per shop day with orders, oldest first. */
async function dailyCsv(ctx: Ctx, where: SQL | undefined): Promise<string> {
  // The zone is written as a literal (a constant of the code): a bound parameter would make the select's
  // expression and the group by's two different expressions to PostgreSQL.
  const day = sql<string>`to_char(${orders.createdAt} at time zone ${sql.raw(`'${SHOP_TIME_ZONE}'`)}, 'YYYY-MM-DD')`;
  const [days, taxes] = await Promise.all([
    ctx.db
      .select({
        day,
        orders: sql<number>`count(*)::int`,
        subtotal: sql<string>`coalesce(sum(${orders.subtotal}), 0)::numeric(14,2)::text`,
        fees: sql<string>`coalesce(sum(${orders.deliveryFee}), 0)::numeric(14,2)::text`,
        tax: sql<string>`coalesce(sum(${orders.tax}), 0)::numeric(14,2)::text`,
        total: sql<string>`coalesce(sum(${orders.price}), 0)::numeric(14,2)::text`,
      })
      .from(orders)
      .where(where)
      .groupBy(day)
      .orderBy(day),
    ctx.db
      .select({ day, code: orderTaxes.code, amount: sql<string>`sum(${orderTaxes.amount})::numeric(14,2)::text` })
      .from(orderTaxes)
      .innerJoin(orders, sql`${orders.id} = ${orderTaxes.orderId}`)
      .where(where)
      .groupBy(day, orderTaxes.code),
  ]);
  const taxOf = new Map(taxes.map((t) => [`${t.day} ${t.code}`, t.amount]));
  return days
    .map((d) =>
      csvLine([d.day, d.orders, d.subtotal, d.fees, ...SALES_TAX_CODES.map((code) => taxOf.get(`${d.day} ${code}`) ?? ""), d.tax, d.total]),
    )
    .join("");
}

/**
 * The export as a CSV download, streamed (UTF-8 with a byte-order mark, CRLF lines, cells a
 * spreadsheet would run as a formula escaped: lib/csv/csv-write.ts). Staff only.
 */
export async function exportOrdersCsv(ctx: Ctx, query: OrderExportQuery): Promise<{ fileName: string; stream: ReadableStream<Uint8Array> }> {
  requireAdmin(ctx.actor);
  const where = exportWhere(query);
  const encoder = new TextEncoder();
  const fileName = exportFileName(query);
  if (query.layout === "daily") {
    const body = `${CSV_BOM}${csvLine(DAILY_COLUMNS)}${await dailyCsv(ctx, where)}`;
    return { fileName, stream: new Blob([encoder.encode(body)]).stream() };
  }
  let after: { cursor: string; id: number } | null = null;
  let started = false;
  let done = false;
  const stream = new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        if (!started) {
          started = true;
          controller.enqueue(encoder.encode(`${CSV_BOM}${csvLine(LINE_COLUMNS)}`));
          return;
        }
        if (done) return;
        try {
          const { batch, items, taxes } = await readBatch(ctx, where, after);
          if (batch.length > 0) {
            controller.enqueue(encoder.encode(batch.map((order) => orderRows(order, items.get(order.id) ?? [], taxes.get(order.id) ?? [])).join("")));
            const last = batch[batch.length - 1];
            after = { cursor: last.cursor, id: last.id };
          }
          if (batch.length < EXPORT_BATCH) {
            done = true;
            controller.close();
          }
        } catch (error) {
          // After the headers are out: a failed download rather than a file that looks whole.
          done = true;
          controller.error(error);
        }
      },
    },
    { highWaterMark: 1 },
  );
  return { fileName, stream };
}
