import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PATCH as confirmRoute } from "@/app/api/orders/confirm_order/[id]/route";
import { GET as invoiceRoute } from "@/app/api/orders/invoice/[id]/route";
import { POST as placeOrder } from "@/app/api/orders/order/details/route";
import { GET as packingSlipRoute } from "@/app/api/orders/packing_slip/[id]/route";
import { GET as pickListRoute } from "@/app/api/orders/pick_list/route";
import { getDb } from "@/db/client";
import { deliveryZones, orders, users, type ProductRow } from "@/db/schema";
import { resetEnvCache } from "@/lib/env";
import { shopDay } from "@/lib/shared/orders/order-time";
import { createUser, tokenHeader, type TestUser } from "@/test/support/accounts";
import * as build from "@/test/support/builders";
import { hasPdftotext, pdfText } from "@/test/support/pdf-text";
import { apiRequest, noParams, routeParams } from "@/test/support/requests";
import { startSmtpReceiver } from "@/test/support/smtp-receiver";

/*
 * The paperwork of a delivery (issue 31): the pick list of a delivery date (staff), an order's
 * packing slip (staff) and a confirmed order's invoice (its customer and staff), each a PDF read
 * back with pdftotext; the invoice attached to the order-confirmed email.
 */

const DAY = "2026-12-04"; // a Friday
const OTHER_DAY = "2026-12-08";
const SETTINGS = { COMPANY_GST_HST_NUMBER: "123456789 RT0001", COMPANY_QST_NUMBER: "1234567890 TQ0001", TAX_REGISTRATIONS: "QST", PAYMENT_TERMS_DAYS: "30" };
const saved = Object.fromEntries(Object.keys(SETTINGS).map((key) => [key, process.env[key]]));

let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;
let admin: TestUser;
let bistro: TestUser;
let cafe: TestUser;
let other: TestUser;
let downtown: number;
let okanagan: number;
let cheddar: ProductRow;
let syrup: ProductRow;
let oil: ProductRow;
let salt: ProductRow;
let butter: ProductRow;
const placed: Record<string, number> = {};

const billing = (state: string, zipcode: string, companyName: string) => ({
  companyName,
  fullName: "Robin Tremblay",
  country: "Canada",
  address: "12 Harbour Street",
  townCity: state === "QC" ? "Montréal" : state === "ON" ? "Ottawa" : "Vancouver",
  state,
  zipcode,
  email: "accounts@test.example.ca",
  phone: "6045550123",
  orderNotes: "",
});

/** Places an order as the customer does, with the total the shop computes (given here by hand). */
async function place(buyer: TestUser, lines: Array<{ id: number; quantity: number }>, price: string, bill = billing("BC", "V6B 1A1", "Bistro Laurier"), extra: Record<string, unknown> = {}) {
  const response = await placeOrder(apiRequest("/api/orders/order/details/", { method: "POST", body: { ...bill, ...extra, price, purchased_items: lines }, headers: tokenHeader(buyer) }), noParams);
  const answer = await response.json();
  expect(response.status, JSON.stringify(answer)).toBe(201);
  return answer.order.id as number;
}

async function deliver(orderId: number, date: string | null, zone: number | null) {
  await (await getDb()).update(orders).set({ deliveryDate: date, deliveryZoneId: zone }).where(eq(orders.id, orderId));
}

async function download(handler: typeof pickListRoute, path: string, headers: Record<string, string>, params: { params: Promise<Record<string, string>> } = noParams) {
  const response = await handler(apiRequest(path, { headers }), params);
  const bytes = Buffer.from(await response.arrayBuffer());
  return { response, bytes };
}

const pickList = (query: string, user: TestUser | null = admin) => download(pickListRoute, `/api/orders/pick_list/${query}`, user ? tokenHeader(user) : {});
const packingSlip = (id: number, user: TestUser | null = admin) =>
  download(packingSlipRoute, `/api/orders/packing_slip/${id}/`, user ? tokenHeader(user) : {}, routeParams({ id: String(id) }));
const invoice = (id: number, user: TestUser | null) => download(invoiceRoute, `/api/orders/invoice/${id}/`, user ? tokenHeader(user) : {}, routeParams({ id: String(id) }));

async function textOf(answer: Promise<{ response: Response; bytes: Buffer }>): Promise<string> {
  const { response, bytes } = await answer;
  expect(response.status, bytes.toString("utf8").slice(0, 300)).toBe(200);
  expect(response.headers.get("content-type")).toBe("application/pdf");
  return pdfText(bytes);
}

/** The lines of a PDF's text, runs of spaces squeezed to one. */
const squeezed = (text: string) => text.split("\n").map((line) => line.replace(/\s+/g, " ").trim());

beforeAll(async () => {
  Object.assign(process.env, SETTINGS);
  resetEnvCache();
  smtp = await startSmtpReceiver();
  const db = await getDb();
  admin = await build.admin();
  bistro = await build.customer({ company: "Bistro Laurier" });
  cafe = await build.customer({ company: "Corner Café" });
  other = await build.customer({ company: "Someone Else" });
  const [zoneA, zoneB] = await db
    .insert(deliveryZones)
    .values([
      { name: "Downtown Vancouver", postalPrefixes: ["V6B"], weekdays: [2, 5] },
      { name: "Okanagan", postalPrefixes: ["V1Y"], weekdays: [3, 5] },
    ])
    .returning({ id: deliveryZones.id });
  downtown = zoneA.id;
  okanagan = zoneB.id;

  const dairy = await build.category({ name: "Dairy", nameFr: "Produits laitiers" });
  const cheese = await build.category({ name: "Cheese", nameFr: "Fromages", parentId: dairy.id });
  const pantry = await build.category({ name: "Pantry", nameFr: "Épicerie" });
  cheddar = await build.product({ item: "CHE-200", name: "Aged cheddar 200 g", price: "5.00", boxQuantity: 12, categories: [dairy, cheese] });
  butter = await build.product({ item: "BUT-454", name: "Salted butter 454 g", price: "4.00", boxQuantity: 20, categories: [dairy] });
  syrup = await build.product({ item: "SYR-1L", name: "Maple syrup 1 L", price: "9.00", boxQuantity: 1, actions: "10-1", categories: [pantry] });
  oil = await build.product({ item: "OIL-1L", name: "Olive oil 1 L", price: "8.00", boxQuantity: 6, categories: [pantry] });
  salt = await build.product({ item: "SALT-1K", name: "Sea salt 1 kg", price: "2.00", boxQuantity: 10 });

  // Two confirmed orders for DAY in two zones, an unconfirmed one for DAY, a confirmed one for another day.
  placed.one = await place(bistro, [{ id: cheddar.id, quantity: 24 }, { id: oil.id, quantity: 6 }, { id: syrup.id, quantity: 11 }], "258.00");
  placed.two = await place(cafe, [{ id: cheddar.id, quantity: 36 }, { id: salt.id, quantity: 10 }, { id: syrup.id, quantity: 21 }], "380.00", billing("BC", "V1Y 1A1", "Corner Café"));
  placed.pending = await place(bistro, [{ id: cheddar.id, quantity: 60 }], "300.00");
  placed.later = await place(bistro, [{ id: butter.id, quantity: 20 }], "80.00");
  await deliver(placed.one, DAY, downtown);
  await deliver(placed.two, DAY, okanagan);
  await deliver(placed.pending, DAY, downtown);
  await deliver(placed.later, OTHER_DAY, downtown);
  for (const id of [placed.one, placed.two, placed.later]) await build.confirmOrder({ id });
});

afterAll(async () => {
  await smtp.stop();
  for (const [key, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
  resetEnvCache();
});

describe.skipIf(!hasPdftotext)("GET /api/orders/pick_list/ (staff)", () => {
  it("sums every product of the day's confirmed orders by category, listed by item code, the uncategorised last, then the orders", async () => {
    const text = await textOf(pickList(`?date=${DAY}`));
    const lines = squeezed(text);
    expect(text).toContain("Pick list");
    expect(text).toContain("Friday 4 December 2026");
    expect(text).toContain("All zones");
    expect(text).toContain("2 confirmed orders");
    // Cheddar: 24 + 36 units in cases of 12 = 5 cases, in two orders; the unconfirmed order's 60 units are not counted.
    expect(lines).toContain("CHE-200 Aged cheddar 200 g 12 5 0 60 2");
    // Syrup (10-1): 10 + 20 charged units, one free unit with each.
    expect(lines).toContain("SYR-1L Maple syrup 1 L 1 30 2 32 2");
    expect(lines).toContain("OIL-1L Olive oil 1 L 6 1 0 6 1");
    expect(lines).toContain("SALT-1K Sea salt 1 kg 10 1 0 10 1");
    expect(text).not.toContain("BUT-454");
    const order = (needle: string) => lines.findIndex((line) => line.includes(needle));
    // Categories by path, the uncategorised last; within Pantry by item code.
    expect(order("Dairy › Cheese")).toBeGreaterThan(-1);
    expect(order("Dairy › Cheese")).toBeLessThan(order("Pantry"));
    expect(order("OIL-1L")).toBeLessThan(order("SYR-1L"));
    expect(order("Pantry")).toBeLessThan(order("Uncategorised"));
    expect(order("Uncategorised")).toBeLessThan(order("SALT-1K"));
    expect(text).toContain("Orders on this list");
    expect(text).toMatch(new RegExp(`#${placed.one}\\s+Bistro Laurier`));
    expect(text).toMatch(new RegExp(`#${placed.two}\\s+Corner Café`));
    expect(text).not.toMatch(new RegExp(`#${placed.pending}\\b`));
  });

  it("keeps to one zone when asked, and names it", async () => {
    const text = await textOf(pickList(`?date=${DAY}&zone=${downtown}`));
    const lines = squeezed(text);
    expect(text).toContain("Zone: Downtown Vancouver");
    expect(text).toContain("1 confirmed order");
    expect(lines).toContain("CHE-200 Aged cheddar 200 g 12 2 0 24 1");
    expect(text).not.toContain("SALT-1K");
  });

  it("answers a PDF that says so for a day without confirmed orders, and downloads as a private attachment", async () => {
    const { response, bytes } = await pickList("?date=2026-12-25");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toBe('attachment; filename="pick-list-2026-12-25.pdf"');
    expect(response.headers.get("cache-control")).toContain("no-store");
    expect(pdfText(bytes)).toContain("No confirmed orders are to be delivered on this date.");
  });

  it("is in the caller's language", async () => {
    const text = await textOf(download(pickListRoute, `/api/orders/pick_list/?date=${DAY}`, { ...tokenHeader(admin), "accept-language": "fr-CA" }));
    expect(text).toContain("Liste de préparation");
    expect(text).toContain("vendredi 4 décembre 2026");
    expect(text).toContain("Produits laitiers › Fromages");
    expect(text).toContain("Sans catégorie");
  });

  it.each([
    ["?date=2026-13-01", "date"],
    ["?date=04-12-2026", "date"],
    ["", "date"],
    [`?date=${DAY}&zone=abc`, "zone"],
    [`?date=${DAY}&zone=999999`, "zone"],
  ])("refuses %s with a 400 naming %s", async (query, field) => {
    const { response, bytes } = await pickList(query);
    expect(response.status).toBe(400);
    expect(Object.keys(JSON.parse(bytes.toString("utf8")))).toContain(field);
  });

  it("is staff's: 401 for a visitor, 403 for a customer", async () => {
    expect((await pickList(`?date=${DAY}`, null)).response.status).toBe(401);
    expect((await pickList(`?date=${DAY}`, bistro)).response.status).toBe(403);
  });
});

describe.skipIf(!hasPdftotext)("GET /api/orders/packing_slip/{id}/ (staff)", () => {
  it("lists the order's lines with cases and units, no prices, the ship-to and a line to sign", async () => {
    const text = await textOf(packingSlip(placed.one));
    const lines = squeezed(text);
    expect(text).toContain("Packing slip");
    expect(text).toContain(`#${placed.one}`);
    expect(text).toContain("Friday 4 December 2026");
    expect(text).toContain("Bistro Laurier");
    expect(text).toContain("12 Harbour Street");
    expect(text).toContain("Vancouver, BC V6B 1A1");
    expect(text).toContain("6045550123");
    expect(lines).toContain("CHE-200 Aged cheddar 200 g 12 2 0 24");
    expect(lines).toContain("SYR-1L Maple syrup 1 L 1 10 1 11");
    expect(text).toContain("Received by (name and signature)");
    expect(text).not.toContain("$");
  });

  it("says 'To be arranged' without a delivery date", async () => {
    await deliver(placed.pending, null, null);
    expect(await textOf(packingSlip(placed.pending))).toContain("To be arranged");
    await deliver(placed.pending, DAY, downtown);
  });

  it("is staff's, and an unknown order is a 404", async () => {
    expect((await packingSlip(placed.one, null)).response.status).toBe(401);
    expect((await packingSlip(placed.one, bistro)).response.status).toBe(403);
    expect((await packingSlip(2_000_000_000)).response.status).toBe(404);
  });
});

describe.skipIf(!hasPdftotext)("GET /api/orders/invoice/{id}/ and the order-confirmed email", () => {
  let ontario: TestUser;
  let quebec: TestUser;
  let food: ProductRow;
  let onOrder: number;
  let qcOrder: number;

  beforeAll(async () => {
    ontario = await build.customer({ email: "ontario-invoice@test.example.ca", company: "Ottawa Eats", state: "ON" });
    quebec = await createUser({ email: "quebec-invoice@test.example.ca", locale: "fr-CA" });
    await (await getDb()).update(users).set({ company: "Épicerie Gagnon", state: "QC" }).where(eq(users.id, quebec.id));
    food = await build.product({ item: "FOOD-1", name: "Smoked salmon 1 kg", nameFr: "Saumon fumé 1 kg", price: "50.00", boxQuantity: 2, salesTaxCode: "G" });
    // 2 cases of 2 units at $50.00: $200.00, HST 13 % $26.00.
    onOrder = await place(ontario, [{ id: food.id, quantity: 4 }], "226.00", billing("ON", "K1A 0B1", "Ottawa Eats"), { po_number: "PO-7781" });
    // 1 case: $100.00, GST 5 % $5.00, QST 9.975 % $9.98.
    qcOrder = await place(quebec, [{ id: food.id, quantity: 2 }], "114.98", billing("QC", "H2X 1Y4", "Épicerie Gagnon"));
    await deliver(onOrder, DAY, downtown);
  });

  it("is not found before the order is confirmed, even to its customer", async () => {
    expect((await invoice(onOrder, ontario)).response.status).toBe(404);
    expect((await invoice(onOrder, admin)).response.status).toBe(404);
  });

  it("goes with the order-confirmed email as invoice-INV-<id>.pdf once staff confirm", async () => {
    const response = await confirmRoute(
      apiRequest(`/api/orders/confirm_order/${onOrder}/`, { method: "PATCH", body: { confirmed: true }, headers: tokenHeader(admin) }),
      routeParams({ id: String(onOrder) }),
    );
    expect(response.status).toBe(200);
    // The order-received email came first; the confirmation is the one with an attachment.
    const confirmed = () => smtp.received.find((m) => m.to.includes("ontario-invoice@test.example.ca") && /^Content-Type: multipart\/mixed/im.test(m.raw));
    await expect.poll(confirmed).toBeTruthy();
    const mail = confirmed()!;
    const name = `invoice-INV-${String(onOrder).padStart(6, "0")}.pdf`;
    expect(mail.raw).toMatch(/Content-Type: application\/pdf/i);
    expect(mail.raw).toContain(name);
    const part = mail.raw.split(/\r?\n--/).find((chunk) => chunk.includes("application/pdf"))!;
    const base64 = part.split(/\r?\n\r?\n/)[1].replace(/\s+/g, "");
    const attached = pdfText(Buffer.from(base64, "base64"));
    expect(attached).toContain(`INV-${String(onOrder).padStart(6, "0")}`);
    expect(attached).toContain("HST (ON) 13 %");
  });

  it("shows the shop, the numbers, the customer's billing, lines with unit and case prices, HST by name, totals and terms (Ontario)", async () => {
    const { response, bytes } = await invoice(onOrder, ontario);
    expect(response.status).toBe(200);
    const number = `INV-${String(onOrder).padStart(6, "0")}`;
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("content-disposition")).toBe(`attachment; filename="invoice-${number}.pdf"`);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    const text = pdfText(bytes);
    const lines = squeezed(text);
    const [{ confirmedAt }] = await (await getDb()).select({ confirmedAt: orders.confirmedAt }).from(orders).where(eq(orders.id, onOrder));
    const day = shopDay(confirmedAt!);
    const long = (iso: string) => new Date(`${iso}T12:00:00Z`).toLocaleDateString("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
    const due = new Date(`${day}T12:00:00Z`);
    due.setUTCDate(due.getUTCDate() + 30);
    expect(text).toContain("Invoice");
    expect(text).toContain("Fraser Harbour Wholesale Foods");
    expect(text).toContain("GST/HST registration no. 123456789 RT0001");
    expect(text).toContain("QST registration no. 1234567890 TQ0001");
    expect(text).toMatch(new RegExp(`Invoice number\\s+${number}`));
    expect(text).toMatch(new RegExp(`Invoice date\\s+${long(day)}`));
    expect(text).toMatch(new RegExp(`Order\\s+#${onOrder}`));
    expect(text).toMatch(/PO number\s+PO-7781/);
    expect(text).toMatch(/Delivery date\s+Friday 4 December 2026/);
    expect(text).toMatch(new RegExp(`Due date\\s+${long(due.toISOString().slice(0, 10))}`));
    expect(text).toContain("Ottawa Eats");
    expect(text).toContain("Ottawa, ON K1A 0B1");
    expect(lines).toContain("FOOD-1 Smoked salmon 1 kg 2 $50.00 $100.00 $200.00");
    expect(lines).toContain("Subtotal $200.00");
    expect(lines).toContain("HST (ON) 13 % $26.00");
    expect(lines).toContain("Total (CAD) $226.00");
    expect(text).not.toContain("Delivery fee");
    expect(text).toContain("Net 30 days");
    expect(text).toContain("payment is due within 30 days");
  });

  it("shows the delivery fee when the order carries one", async () => {
    const db = await getDb();
    await db.update(orders).set({ deliveryFee: "25.00", price: "251.00" }).where(eq(orders.id, onOrder));
    const lines = squeezed(pdfText((await invoice(onOrder, admin)).bytes));
    expect(lines).toContain("Delivery fee $25.00");
    expect(lines).toContain("Total (CAD) $251.00");
    await db.update(orders).set({ deliveryFee: "0.00", price: "226.00" }).where(eq(orders.id, onOrder));
  });

  it("is in French for a French customer, with the TPS and the TVQ by name (Quebec), whoever downloads it", async () => {
    await build.confirmOrder({ id: qcOrder });
    for (const reader of [quebec, admin]) {
      const text = await textOf(invoice(qcOrder, reader));
      const lines = squeezed(text);
      expect(text).toContain("Facture");
      expect(text).toMatch(/Date de livraison\s+À convenir/);
      expect(text).toContain("Saumon fumé 1 kg");
      expect(lines).toContain("Sous-total 100,00 $");
      expect(lines).toContain("TPS 5 % 5,00 $");
      expect(lines).toContain("TVQ 9,975 % 9,98 $");
      expect(lines).toContain("Total ($ CA) 114,98 $");
      expect(text).toContain("Conditions de paiement");
      expect(text).toContain("Net 30 jours");
      expect(text).toContain("Nº d’inscription TPS/TVH 123456789 RT0001");
    }
  });

  it("is refused to a visitor (401) and not found for another customer's order or an unknown one (404)", async () => {
    expect((await invoice(onOrder, null)).response.status).toBe(401);
    expect((await invoice(onOrder, other)).response.status).toBe(404);
    expect((await invoice(onOrder, quebec)).response.status).toBe(404);
    expect((await invoice(2_000_000_000, admin)).response.status).toBe(404);
  });
});
