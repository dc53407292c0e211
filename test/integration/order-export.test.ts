import { beforeAll, describe, expect, it } from "vitest";
import { fromZonedTime } from "date-fns-tz";
import { eq } from "drizzle-orm";
import { GET as exportRoute } from "@/app/api/orders/export/route";
import { getDb, type Db } from "@/db/client";
import { orderItems, orders, orderTaxes } from "@/db/schema";
import { DAILY_COLUMNS, EXPORT_BATCH, LINE_COLUMNS } from "@/lib/orders/order-export";
import { tokenHeader, type TestUser } from "@/test/support/accounts";
import * as build from "@/test/support/builders";
import { apiRequest, noParams } from "@/test/support/requests";

/*
 * Issue 32: the orders for accounting (GET /api/orders/export/, docs/data-exchange.md "Orders for
 * accounting"). The orders are written as the shop stores them (lines, delivery fee, taxes by name)
 * on days of 2031 no other test places orders on, so that the ranges below hold only these.
 */

let db: Db;
let admin: TestUser;
let buyer: TestUser;

type Line = { item: string; name: string; quantity: number; box: number; unit: string; total: string; code: "G" | "E"; provincial?: boolean };
type Tax = { code: "GST" | "HST" | "QST" | "PST_BC"; ratePpm: number; base: string; amount: string };

/** Vancouver wall-clock time as a Date. */
const vancouver = (local: string) => fromZonedTime(local, "America/Vancouver");

async function storedOrder(o: {
  placed: string;
  state: string;
  lines: Line[];
  taxes: Tax[];
  fee?: string;
  company?: string;
  po?: string | null;
  confirmed?: string | null;
  paid?: boolean;
  delivered?: boolean;
  deliveryDate?: string | null;
}): Promise<number> {
  const cents = (v: string) => Math.round(Number(v) * 100);
  const subtotal = o.lines.reduce((sum, l) => sum + cents(l.total), 0);
  const fee = cents(o.fee ?? "0");
  const tax = o.taxes.reduce((sum, t) => sum + cents(t.amount), 0);
  const money = (c: number) => (c / 100).toFixed(2);
  const [row] = await db
    .insert(orders)
    .values({
      customerId: buyer.id,
      customerSnapshot: { id: buyer.id, company: o.company ?? "Harbour Café", first_name: "Ann", last_name: "Lee", email: buyer.email, username: buyer.email, phone_number: "6045550123", country: "Canada" } as never,
      status: o.paid ? "Paid" : "Not paid",
      deliveredStatus: o.delivered ? "Delivered" : "Not delivered",
      deliveredAt: o.delivered ? vancouver(`${o.placed.slice(0, 10)}T18:00:00`) : null,
      confirmed: Boolean(o.confirmed),
      confirmedAt: o.confirmed ? vancouver(o.confirmed) : null,
      subtotal: money(subtotal),
      tax: money(tax),
      deliveryFee: money(fee),
      price: money(subtotal + fee + tax),
      email: buyer.email,
      phone: "6045550123",
      companyName: o.company ?? "Harbour Café",
      fullName: "Ann Lee",
      address: "1 Main St",
      townCity: "Town",
      state: o.state,
      zipcode: "V6B 1A1",
      poNumber: o.po ?? null,
      deliveryDate: o.deliveryDate ?? null,
      createdAt: vancouver(o.placed),
    })
    .returning({ id: orders.id });
  await db.insert(orderItems).values(
    o.lines.map((l) => ({
      orderId: row.id,
      quantity: l.quantity,
      name: l.name,
      item: l.item,
      boxQuantity: l.box,
      unitPrice: l.unit,
      discountedUnitPrice: l.unit,
      lineTotal: l.total,
      salesTaxCode: l.code,
      provincialTaxClass: l.provincial ? ("taxable" as const) : ("exempt" as const),
    })),
  );
  if (o.taxes.length) {
    await db.insert(orderTaxes).values(
      o.taxes.map((t, position) => ({ orderId: row.id, code: t.code, province: t.code === "HST" ? "ON" : t.code === "PST_BC" ? "BC" : null, ratePpm: t.ratePpm, base: t.base, amount: t.amount, position })),
    );
  }
  return row.id;
}

/** RFC 4180 rows (quoted cells, doubled quotes, CRLF). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ",") {
      row.push(cell);
      cell = "";
    } else if (c === "\r" && text[i + 1] === "\n") {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
      i++;
    } else cell += c;
  }
  if (cell !== "" || row.length) rows.push([...row, cell]);
  return rows;
}

type Row = { [column: string]: string };

async function download(query: string, user: TestUser | null = admin) {
  const response = await exportRoute(apiRequest(`/api/orders/export/?${query}`, { headers: user ? tokenHeader(user) : {} }), noParams);
  const bytes = new Uint8Array(await response.arrayBuffer());
  const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes);
  return { response, status: response.status, text, bytes };
}

async function records(query: string): Promise<Row[]> {
  const { status, text } = await download(query);
  expect(status).toBe(200);
  const [header, ...rows] = parseCsv(text.replace(/^\ufeff/, ""));
  return rows.map((cells) => Object.fromEntries(header.map((name, i) => [name, cells[i]])));
}

const cents = (v: string) => (v === "" ? 0 : Math.round(Number(v) * 100));
const TAX_COLUMNS = ["tax_gst", "tax_hst", "tax_qst", "tax_pst_bc", "tax_rst_mb", "tax_pst_sk"];

const ids = { bc: 0, on: 0, qc: 0, ab: 0, later: 0, placed: 0 };

beforeAll(async () => {
  db = await getDb();
  admin = await build.admin();
  buyer = await build.customer({ company: "Harbour Café" });
  // British Columbia, GST + PST: $100 of food (G, PST-exempt), $20 of packaging (G, PST-taxable), a $15 fee.
  // The fee's shares (docs/taxes.md): federal 15.00, provincial 15 × 20/120 = 2.50; GST 5 % of 135.00, PST 7 % of 22.50 = 1.575 → 1.58.
  ids.bc = await storedOrder({
    placed: "2031-03-10T10:00:00",
    state: "BC",
    fee: "15.00",
    po: "PO-7781",
    confirmed: "2031-03-10T11:00:00",
    deliveryDate: "2031-03-13",
    lines: [
      { item: "FD-100", name: "Olive oil 1 L", quantity: 10, box: 5, unit: "10.00", total: "100.00", code: "G" },
      { item: "PK-020", name: "Takeout boxes", quantity: 4, box: 4, unit: "5.00", total: "20.00", code: "G", provincial: true },
    ],
    taxes: [
      { code: "GST", ratePpm: 50_000, base: "135.00", amount: "6.75" },
      { code: "PST_BC", ratePpm: 70_000, base: "22.50", amount: "1.58" },
    ],
  });
  // Ontario, HST; a PO number and a product name a spreadsheet would run as formulas; paid.
  ids.on = await storedOrder({
    placed: "2031-03-10T15:30:00",
    state: "ON",
    company: "Lakeshore Bistro",
    po: '=HYPERLINK("http://evil.example","x")',
    confirmed: "2031-03-10T16:00:00",
    paid: true,
    delivered: true,
    lines: [{ item: "SP-050", name: "=cmd|' /C calc'!A0", quantity: 2, box: 1, unit: "25.00", total: "50.00", code: "G" }],
    taxes: [{ code: "HST", ratePpm: 130_000, base: "50.00", amount: "6.50" }],
  });
  // Québec, GST + QST, placed at 23:30 in Vancouver: the 11th in shop time, the 12th in UTC.
  ids.qc = await storedOrder({
    placed: "2031-03-11T23:30:00",
    state: "QC",
    company: "Épicerie Dupré",
    confirmed: "2031-03-12T09:00:00",
    lines: [{ item: "CH-200", name: "Comté 24 mois", quantity: 8, box: 4, unit: "25.00", total: "200.00", code: "G" }],
    taxes: [
      { code: "GST", ratePpm: 50_000, base: "200.00", amount: "10.00" },
      { code: "QST", ratePpm: 99_750, base: "200.00", amount: "19.95" },
    ],
  });
  // Alberta, the GST alone on the G line; zero-rated groceries; not confirmed; three lines so a tax splits unevenly.
  ids.ab = await storedOrder({
    placed: "2031-03-12T00:15:00",
    state: "AB",
    lines: [
      { item: "GR-030", name: "Rice 10 kg", quantity: 3, box: 3, unit: "10.00", total: "30.00", code: "E" },
      { item: "SN-001", name: "Chips", quantity: 3, box: 3, unit: "0.33", total: "0.99", code: "G" },
      { item: "SN-002", name: "Pretzels", quantity: 3, box: 3, unit: "0.33", total: "0.99", code: "G" },
      { item: "SN-003", name: "Nuts", quantity: 3, box: 3, unit: "0.33", total: "0.99", code: "G" },
    ],
    taxes: [{ code: "GST", ratePpm: 50_000, base: "2.97", amount: "0.15" }],
  });
  // Outside the range.
  ids.later = await storedOrder({ placed: "2031-03-14T09:00:00", state: "BC", lines: [{ item: "X", name: "X", quantity: 1, box: 1, unit: "1.00", total: "1.00", code: "E" }], taxes: [] });
}, 120_000);

describe("GET /api/orders/export/ (one row per order line)", () => {
  it("answers a CSV download named for its range, UTF-8 with a byte-order mark and CRLF lines, the documented header", async () => {
    const { response, bytes, text } = await download("from=2031-03-10&to=2031-03-12");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toBe('attachment; filename="orders-2031-03-10-to-2031-03-12.csv"');
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(text.split("\r\n")[0]).toBe(`\ufeff${LINE_COLUMNS.join(",")}`);
    expect(text.endsWith("\r\n")).toBe(true);
  });

  it("writes each line with the order's numbers, dates, customer and its share of each tax; the fee as a DELIVERY row", async () => {
    const rows = (await records("from=2031-03-10&to=2031-03-12")).filter((r) => Number(r.order_number) === ids.bc);
    expect(rows).toHaveLength(3);
    const common = {
      order_number: String(ids.bc),
      invoice_number: `INV-${String(ids.bc).padStart(6, "0")}`,
      order_date: "2031-03-10",
      confirmation_date: "2031-03-10",
      delivery_date: "2031-03-13",
      paid_status: "Not paid",
      delivered_status: "Not delivered",
      customer_id: String(buyer.id),
      company: "Harbour Café",
      province: "BC",
      po_number: "PO-7781",
      order_subtotal: "120.00",
      order_delivery_fee: "15.00",
      order_tax: "8.33",
      order_total: "143.33",
      tax_hst: "",
      tax_qst: "",
      tax_rst_mb: "",
      tax_pst_sk: "",
    };
    expect(rows[0]).toMatchObject({ ...common, line_type: "product", item: "FD-100", product_name: "Olive oil 1 L", cases: "2", units: "10", free_units: "0", unit_price: "10.00", line_subtotal: "100.00", tax_gst: "5.00", tax_pst_bc: "0.00", line_tax: "5.00", line_total: "105.00" });
    expect(rows[1]).toMatchObject({ ...common, line_type: "product", item: "PK-020", cases: "1", units: "4", line_subtotal: "20.00", tax_gst: "1.00", tax_pst_bc: "1.40", line_tax: "2.40", line_total: "22.40" });
    // PST 1.58 over 20.00 and the fee's 2.50: 1.404 and 0.176, the odd cent to the larger remainder.
    expect(rows[2]).toMatchObject({ ...common, line_type: "delivery", item: "DELIVERY", product_name: "Delivery fee", cases: "", units: "", unit_price: "", line_subtotal: "15.00", tax_gst: "0.75", tax_pst_bc: "0.18", line_tax: "0.93", line_total: "15.93" });
  });

  it("reconciles every order: lines + fee = subtotal + fee, each tax column = the order's tax of that name, Σ line_total = the order's total", async () => {
    const rows = await records("from=2031-03-10&to=2031-03-12");
    const byOrder = new Map<string, Row[]>();
    for (const r of rows) byOrder.set(r.order_number, [...(byOrder.get(r.order_number) ?? []), r]);
    expect([...byOrder.keys()].map(Number)).toEqual([ids.bc, ids.on, ids.qc, ids.ab]);
    for (const [number, lines] of byOrder) {
      const stored = await db.select().from(orderTaxes).where(eq(orderTaxes.orderId, Number(number)));
      const sum = (column: string) => lines.reduce((s, r) => s + cents(r[column]), 0);
      const order = lines[0];
      expect(sum("line_subtotal"), number).toBe(cents(order.order_subtotal) + cents(order.order_delivery_fee));
      expect(sum("line_tax"), number).toBe(cents(order.order_tax));
      expect(sum("line_total"), number).toBe(cents(order.order_total));
      for (const column of TAX_COLUMNS) {
        const tax = stored.find((t) => `tax_${t.code.toLowerCase()}` === column);
        expect(sum(column), `${number} ${column}`).toBe(tax ? cents(tax.amount) : 0);
        if (!tax) expect(lines.every((r) => r[column] === ""), `${number} ${column} empty`).toBe(true);
      }
      for (const r of lines) expect(cents(r.line_total)).toBe(cents(r.line_subtotal) + cents(r.line_tax));
    }
  });

  it("taxes HST, GST + QST and the GST alone by name; a 0.15 GST over three equal lines splits 0.05 each", async () => {
    const rows = await records("from=2031-03-10&to=2031-03-12");
    const on = rows.find((r) => Number(r.order_number) === ids.on)!;
    expect(on).toMatchObject({ province: "ON", tax_hst: "6.50", tax_gst: "", line_total: "56.50", order_total: "56.50", paid_status: "Paid", delivered_status: "Delivered" });
    const qc = rows.find((r) => Number(r.order_number) === ids.qc)!;
    expect(qc).toMatchObject({ province: "QC", order_date: "2031-03-11", confirmation_date: "2031-03-12", tax_gst: "10.00", tax_qst: "19.95", line_total: "229.95", cases: "2", units: "8" });
    const ab = rows.filter((r) => Number(r.order_number) === ids.ab);
    expect(ab.map((r) => r.tax_gst)).toEqual(["0.00", "0.05", "0.05", "0.05"]);
    expect(ab.every((r) => r.confirmation_date === "")).toBe(true);
  });

  it("escapes a PO number and a product name a spreadsheet would run as formulas", async () => {
    const { text } = await download("from=2031-03-10&to=2031-03-10");
    expect(text).toContain(`"'=HYPERLINK(""http://evil.example"",""x"")"`);
    expect(text).toContain("'=cmd|' /C calc'!A0");
    const on = (await records("from=2031-03-10&to=2031-03-10")).find((r) => Number(r.order_number) === ids.on)!;
    expect(on.po_number).toBe(`'=HYPERLINK("http://evil.example","x")`);
    expect(on.product_name).toBe("'=cmd|' /C calc'!A0");
    // No cell of the file starts with a formula character.
    for (const row of parseCsv(text.replace(/^\ufeff/, ""))) for (const cell of row) expect(cell, cell).not.toMatch(/^[=+@\t\r]|^-(?!\d)/);
  });

  it("covers the placed days in shop time, both ends included", async () => {
    const numbers = async (q: string) => [...new Set((await records(q)).map((r) => Number(r.order_number)))];
    expect(await numbers("from=2031-03-11&to=2031-03-11")).toEqual([ids.qc]);
    expect(await numbers("from=2031-03-12&to=2031-03-12")).toEqual([ids.ab]);
    expect(await numbers("from=2031-03-10&to=2031-03-14")).toEqual([ids.bc, ids.on, ids.qc, ids.ab, ids.later]);
    expect(await numbers("from=2031-03-15&to=2031-03-20")).toEqual([]);
  });

  it("filters as the order list does: paid status, delivery status, confirmation", async () => {
    const numbers = async (q: string) => [...new Set((await records(`from=2031-03-10&to=2031-03-12&${q}`)).map((r) => Number(r.order_number)))];
    expect(await numbers("status=Paid")).toEqual([ids.on]);
    expect(await numbers("status=Not+paid")).toEqual([ids.bc, ids.qc, ids.ab]);
    expect(await numbers("delivered_status=Delivered")).toEqual([ids.on]);
    expect(await numbers("confirmed=false")).toEqual([ids.ab]);
    expect(await numbers("confirmed=true&status=Not+paid")).toEqual([ids.bc, ids.qc]);
  });

  it("writes an order the shop placed itself as it is stored, reconciled", async () => {
    const product = await build.product({ price: "12.00", salesTaxCode: "G" });
    const placed = await build.order(buyer, [product]);
    await db.update(orders).set({ createdAt: vancouver("2031-04-02T12:00:00") }).where(eq(orders.id, placed.id));
    const rows = await records("from=2031-04-02&to=2031-04-02");
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => Number(r.order_number) === placed.id)).toBe(true);
    expect(rows.reduce((s, r) => s + cents(r.line_total), 0)).toBe(cents(placed.price));
    expect(rows[0]).toMatchObject({ item: product.item, order_total: placed.price, order_date: "2031-04-02" });
  });

  it(`streams more orders than a batch (${EXPORT_BATCH}), placed at the same instant, each once`, async () => {
    const at = vancouver("2031-05-05T08:00:00");
    const count = EXPORT_BATCH * 2 + 7;
    const values = Array.from({ length: count }, () => ({
      customerId: buyer.id,
      customerSnapshot: { id: buyer.id } as never,
      subtotal: "1.00",
      tax: "0.05",
      price: "1.05",
      email: buyer.email,
      phone: "6045550123",
      address: "1 Main St",
      townCity: "Town",
      state: "AB",
      zipcode: "T2P 1K3",
      createdAt: at,
    }));
    const inserted = await db.insert(orders).values(values).returning({ id: orders.id });
    await db.insert(orderItems).values(inserted.map(({ id }) => ({ orderId: id, quantity: 1, name: "Mint", item: "MT-1", unitPrice: "1.00", discountedUnitPrice: "1.00", lineTotal: "1.00", salesTaxCode: "G" as const })));
    await db.insert(orderTaxes).values(inserted.map(({ id }) => ({ orderId: id, code: "GST" as const, ratePpm: 50_000, base: "1.00", amount: "0.05", position: 0 })));
    const rows = await records("from=2031-05-05&to=2031-05-05");
    expect(rows).toHaveLength(count);
    expect(rows.map((r) => Number(r.order_number))).toEqual(inserted.map((r) => r.id).sort((a, b) => a - b));
    const daily = await records("from=2031-05-05&to=2031-05-05&layout=daily");
    expect(daily).toEqual([expect.objectContaining({ day: "2031-05-05", orders: String(count), subtotal: (count * 1).toFixed(2), tax_gst: (count * 0.05).toFixed(2), total: (count * 1.05).toFixed(2) })]);
  });
});

describe("GET /api/orders/export/?layout=daily", () => {
  it("sums each shop day: orders, subtotal, fees, each tax, taxes, total; named for its range", async () => {
    const { response, text } = await download("from=2031-03-10&to=2031-03-13&layout=daily");
    expect(response.headers.get("content-disposition")).toBe('attachment; filename="orders-daily-2031-03-10-to-2031-03-13.csv"');
    expect(text.split("\r\n")[0]).toBe(`\ufeff${DAILY_COLUMNS.join(",")}`);
    const days = await records("from=2031-03-10&to=2031-03-13&layout=daily");
    expect(days).toEqual([
      { day: "2031-03-10", orders: "2", subtotal: "170.00", delivery_fees: "15.00", tax_gst: "6.75", tax_hst: "6.50", tax_qst: "", tax_pst_bc: "1.58", tax_rst_mb: "", tax_pst_sk: "", tax: "14.83", total: "199.83" },
      { day: "2031-03-11", orders: "1", subtotal: "200.00", delivery_fees: "0.00", tax_gst: "10.00", tax_hst: "", tax_qst: "19.95", tax_pst_bc: "", tax_rst_mb: "", tax_pst_sk: "", tax: "29.95", total: "229.95" },
      { day: "2031-03-12", orders: "1", subtotal: "32.97", delivery_fees: "0.00", tax_gst: "0.15", tax_hst: "", tax_qst: "", tax_pst_bc: "", tax_rst_mb: "", tax_pst_sk: "", tax: "0.15", total: "33.12" },
    ]);
  });

  it("adds up to the lines' export of the same range and filters", async () => {
    for (const filter of ["", "&status=Not+paid", "&confirmed=true"]) {
      const lines = await records(`from=2031-03-10&to=2031-03-12${filter}`);
      const days = await records(`from=2031-03-10&to=2031-03-12&layout=daily${filter}`);
      const total = (rows: Row[], column: string) => rows.reduce((s, r) => s + cents(r[column]), 0);
      expect(total(days, "total"), filter).toBe(total(lines, "line_total"));
      expect(total(days, "subtotal") + total(days, "delivery_fees"), filter).toBe(total(lines, "line_subtotal"));
      for (const column of TAX_COLUMNS) expect(total(days, column), `${filter} ${column}`).toBe(total(lines, column));
    }
  });
});

describe("GET /api/orders/export/ refusals", () => {
  it("answers 400 with a clear message on the field and writes no file", async () => {
    const cases: Array<[string, Record<string, string[]>]> = [
      ["to=2031-03-12", { from: ["Enter the day as YYYY-MM-DD: the export needs its first day (from) and its last day (to)."] }],
      ["from=2031-03-10", { to: ["Enter the day as YYYY-MM-DD: the export needs its first day (from) and its last day (to)."] }],
      ["from=2031-02-30&to=2031-03-12", { from: ["Enter a date as YYYY-MM-DD."] }],
      ["from=10/03/2031&to=2031-03-12", { from: ["Enter a date as YYYY-MM-DD."] }],
      ["from=2031-03-12&to=2031-03-10", { to: ["The end date must not be before the start date."] }],
      ["from=2031-01-01&to=2032-01-02", { to: ["An export covers at most 366 days: split the period into several files."] }],
      ["from=2031-03-10&to=2031-03-12&layout=pivot", { layout: ['Select a valid choice: "lines" (one row per order line) or "daily" (one row per day).'] }],
      ["from=2031-03-10&to=2031-03-12&status=paid", { status: ['Select a valid choice: "Paid" or "Not paid".'] }],
      ["from=2031-03-10&to=2031-03-12&confirmed=yes", { confirmed: ["Must be true or false."] }],
    ];
    for (const [query, body] of cases) {
      const { status, text, response } = await download(query);
      expect(status, query).toBe(400);
      expect(response.headers.get("content-disposition"), query).toBeNull();
      expect(JSON.parse(text), query).toEqual(body);
    }
    // A leap year's 366 days is the most.
    expect((await download("from=2032-01-01&to=2032-12-31")).status).toBe(200);
  });

  it("answers in French for a French caller", async () => {
    const response = await exportRoute(apiRequest("/api/orders/export/?from=2031-01-01&to=2032-06-01", { headers: { ...tokenHeader(admin), "accept-language": "fr-CA" } }), noParams);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ to: ["Un export couvre au plus 366 jours\u00a0: divisez la période en plusieurs fichiers."] });
  });

  it("is for staff only: 401 without a login, 403 for a customer", async () => {
    expect((await download("from=2031-03-10&to=2031-03-12", null)).status).toBe(401);
    expect((await download("from=2031-03-10&to=2031-03-12", buyer)).status).toBe(403);
  });
});
