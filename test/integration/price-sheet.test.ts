import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { GET as openApi } from "@/app/api/openapi.json/route";
import { GET as cataloguePdf } from "@/app/api/products/generate/pdf/route";
import { getDb } from "@/db/client";
import { priceListEntries, priceLists, users, type ProductRow } from "@/db/schema";
import { getEnv } from "@/lib/env";
import { createUser, tokenHeader, type TestUser } from "@/test/support/accounts";
import * as build from "@/test/support/builders";
import { cookieHeaders } from "@/test/support/matrix";
import { hasPdftotext, pdfText } from "@/test/support/pdf-text";
import { apiRequest, noParams } from "@/test/support/requests";

/*
 * A customer's price sheet (issue 30): GET /api/products/generate/pdf/?customer={id}, admins only —
 * the catalogue with that customer's prices under their price list in force (contract case prices,
 * category percentages, quantity breaks), their company on the title page, in their language.
 */

let admin: TestUser;
let bistro: TestUser;
let epicerie: TestUser;
let noList: TestUser;
let expired: TestUser;
let oil: ProductRow;
let butter: ProductRow;
let salt: ProductRow;
let cream: ProductRow;

async function download(query: string, headers: Record<string, string>) {
  const response = await cataloguePdf(apiRequest(`/api/products/generate/pdf/${query}`, { headers }), noParams);
  return { response, bytes: Buffer.from(await response.arrayBuffer()) };
}

async function sheetText(customer: TestUser, query = "") {
  const { response, bytes } = await download(`?customer=${customer.id}${query}`, tokenHeader(admin));
  expect(response.status, bytes.toString("utf8").slice(0, 300)).toBe(200);
  return pdfText(bytes);
}

async function assign(user: TestUser, company: string, priceListId: number | null) {
  await (await getDb()).update(users).set({ company, priceListId }).where(eq(users.id, user.id));
}

beforeAll(async () => {
  const db = await getDb();
  admin = await build.admin();
  const pantry = await build.category({ name: "Pantry", nameFr: "Épicerie" });
  const dairy = await build.category({ name: "Dairy", nameFr: "Produits laitiers" });
  oil = await build.product({ item: "OIL-1L", name: "Extra virgin olive oil 1 L", nameFr: "Huile d'olive extra vierge 1 L", price: "4.50", boxQuantity: 12, categories: [pantry] });
  salt = await build.product({ item: "SALT-1K", name: "Grey sea salt 1 kg", nameFr: "Sel de mer gris 1 kg", price: "3.25", boxQuantity: 6, categories: [pantry] });
  butter = await build.product({ item: "BUT-454", name: "Salted butter 454 g", nameFr: "Beurre salé 454 g", price: "5.00", boxQuantity: 20, categories: [dairy] });
  cream = await build.product({ item: "CRM-1L", name: "Whipping cream 1 L", nameFr: "Crème à fouetter 1 L", price: "12.00", special: "25", boxQuantity: 1 });

  const [list] = await db.insert(priceLists).values({ name: "Restaurants 2026" }).returning();
  await db.insert(priceListEntries).values([
    { priceListId: list.id, kind: "product", productId: oil.id, casePrice: "48.00" },
    { priceListId: list.id, kind: "break", productId: oil.id, fromCases: 5, casePrice: "41.10" },
    // Dearer than the 5-case break: it never lowers the price, so the sheet leaves it out.
    { priceListId: list.id, kind: "break", productId: oil.id, fromCases: 10, casePrice: "45.00" },
    { priceListId: list.id, kind: "category", categoryId: dairy.id, percentOff: "10" },
    // Two breaks below the category price: the row grows a line for each.
    { priceListId: list.id, kind: "break", productId: butter.id, fromCases: 3, casePrice: "85.00" },
    { priceListId: list.id, kind: "break", productId: butter.id, fromCases: 10, casePrice: "80.00" },
  ]);
  const [past] = await db.insert(priceLists).values({ name: "Summer 2020", validFrom: "2020-06-01", validTo: "2020-08-31" }).returning();
  await db.insert(priceListEntries).values({ priceListId: past.id, kind: "product", productId: oil.id, casePrice: "30.00" });

  bistro = await createUser();
  await assign(bistro, "Bistro Laurier Inc.", list.id);
  epicerie = await createUser({ locale: "fr-CA" });
  await assign(epicerie, "Épicerie Fine Gagnon", list.id);
  noList = await createUser({ locale: "en-CA" });
  await assign(noList, "Corner Café", null);
  expired = await createUser();
  await assign(expired, "Old Mill Bakery", past.id);
});

describe("GET /api/products/generate/pdf/?customer= (a customer's price sheet)", () => {
  it("downloads as a price sheet named for the customer, never cached", async () => {
    const { response, bytes } = await download(`?customer=${bistro.id}`, tokenHeader(admin));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("content-disposition")).toMatch(new RegExp(`^attachment; filename="price-sheet-${bistro.id}-\\d{4}-\\d{2}-\\d{2}\\.pdf"$`));
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  });

  it.runIf(hasPdftotext)("shows the customer's prices: contract, category percentage, breaks, list prices elsewhere", async () => {
    const text = await sheetText(bistro);
    expect(text).toContain(getEnv().COMPANY_NAME);
    expect(text).toContain("Price sheet for Bistro Laurier Inc.");
    expect(text).toMatch(/Prices as of \d{1,2} [A-Z][a-z]+ \d{4}/);
    expect(text).toContain("Your prices under your price list");
    expect(text).toContain("CASE PRICE");
    // The contract case price, what a unit comes to, and the list price of a case beside it.
    expect(text).toContain("$48.00");
    expect(text).toContain("$4.00 a unit");
    expect(text).toMatch(/List\s+\$54\.00/);
    expect(text).toContain("Your price");
    // The break under the product; the dearer 10-case one is left out.
    expect(text).toContain("From 5 cases: $41.10 a case ($3.43 a unit)");
    expect(text).not.toContain("$45.00");
    // 10 % off the dairy category: $100.00 a case → $90.00.
    expect(text).toContain("$90.00");
    expect(text).toContain("$4.50 a unit");
    expect(text).toMatch(/List\s+\$100\.00/);
    expect(text).toContain("-10%");
    expect(text).toContain("From 3 cases: $85.00 a case ($4.25 a unit)");
    expect(text).toContain("From 10 cases: $80.00 a case ($4.00 a unit)");
    expect(text.indexOf("From 3 cases")).toBeLessThan(text.indexOf("From 10 cases"));
    // Not in the list: the list price, nothing struck out.
    expect(text).toContain(salt.name);
    expect(text).toContain("$19.50");
    expect(text).toContain("$3.25 a unit");
    expect(text).not.toMatch(/List\s+\$19\.50/);
    // The product's own special still counts: $12.00 less 25 %.
    expect(text).toContain(cream.name);
    expect(text).toContain("$9.00");
    expect(text).toMatch(/List\s+\$12\.00/);
    expect(text).toContain("-25%");
    expect(text).toContain("How to read this price sheet");
    expect(text).toContain("Prices in CAD per case before tax");
  });

  it.runIf(hasPdftotext)("keeps the selection: ?search= and ?category= with ?customer=", async () => {
    const text = await sheetText(bistro, "&search=olive");
    expect(text).toContain("Products matching “olive”");
    expect(text).toContain(oil.name);
    expect(text).not.toContain(salt.item);
    expect(text).not.toContain(butter.item);
  });

  it.runIf(hasPdftotext)("is in the customer's language, not the admin's: French for a fr-CA customer", async () => {
    const { response, bytes } = await download(`?customer=${epicerie.id}`, { ...tokenHeader(admin), "accept-language": "en-CA" });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toMatch(new RegExp(`filename="liste-de-prix-${epicerie.id}-\\d{4}-\\d{2}-\\d{2}\\.pdf"`));
    const text = pdfText(bytes);
    expect(text).toContain("Liste de prix pour Épicerie Fine Gagnon");
    expect(text).toMatch(/Prix en vigueur le \d{1,2}(er)? [a-zéû]+\.? \d{4}/);
    expect(text).toContain("Huile d'olive extra vierge 1 L");
    expect(text).toContain("Produits laitiers");
    // pdftotext writes the non-breaking spaces as spaces.
    expect(text).toMatch(/48,00\s\$/);
    expect(text).toMatch(/4,00\s\$ l'unité/);
    expect(text).toMatch(/Prix courant\s+54,00\s\$/);
    expect(text).toMatch(/À partir de 5 caisses\s: 41,10\s\$ la caisse \(3,43\s\$ l'unité\)/);
    expect(text).toMatch(/-10\s%/);
    expect(text).toContain("PRIX CAISSE");
    expect(text).not.toContain("Price sheet");
  });

  it.runIf(hasPdftotext)("gives a customer without a price list (or with one no longer in force) list prices, with their name", async () => {
    for (const [customer, company] of [
      [noList, "Corner Café"],
      [expired, "Old Mill Bakery"],
    ] as const) {
      const text = await sheetText(customer);
      expect(text).toContain(`Price sheet for ${company}`);
      expect(text).toContain("List prices: no price list applies to your account.");
      expect(text).toContain("$54.00");
      expect(text).toContain("$4.50 a unit");
      expect(text).not.toContain("$48.00");
      expect(text).not.toContain("$30.00");
      expect(text).not.toContain("From 5 cases");
      expect(text).toContain("$100.00");
      expect(text).not.toContain("$90.00");
    }
  });

  it.runIf(hasPdftotext)("leaves the catalogue without ?customer= as it was", async () => {
    const { bytes } = await download("", tokenHeader(admin));
    const text = pdfText(bytes);
    expect(text).toContain("Wholesale catalogue");
    expect(text).toContain("UNIT PRICE");
    expect(text).not.toContain("Price sheet");
    expect(text).not.toContain("$48.00");
    expect(text).not.toContain("From 5 cases");
  });

  it("is for admins only: a customer asking, even for their own sheet, is a 403; a visitor 401", async () => {
    for (const [headers, status] of [
      [{}, 401],
      [tokenHeader(bistro), 403],
      [await cookieHeaders(bistro), 403],
      [tokenHeader(epicerie), 403],
    ] as Array<[Record<string, string>, number]>) {
      const { response, bytes } = await download(`?customer=${bistro.id}`, headers);
      expect(response.status).toBe(status);
      expect(JSON.parse(bytes.toString("utf8"))).toHaveProperty("detail");
    }
    const pending = await build.customer({ verified: false });
    expect((await download(`?customer=${pending.id}`, tokenHeader(pending))).response.status).toBe(403);
  });

  it("refuses an unknown id, a staff account or a malformed id with a 400 naming customer", async () => {
    const other = await build.admin();
    for (const [query, message] of [
      ["?customer=999999", "That customer does not exist."],
      [`?customer=${admin.id}`, "A price sheet is for a customer account; this account is staff."],
      [`?customer=${other.id}`, "A price sheet is for a customer account; this account is staff."],
      ["?customer=abc", "A customer is named by their id, a whole number."],
      ["?customer=0", "A customer is named by their id, a whole number."],
      ["?customer=2147483648", "A customer is named by their id, a whole number."],
    ]) {
      const { response, bytes } = await download(query, tokenHeader(admin));
      expect({ query, status: response.status }).toEqual({ query, status: 400 });
      expect(JSON.parse(bytes.toString("utf8"))).toEqual({ customer: [message] });
    }
  });

  it("is in the OpenAPI document: the customer query parameter, described", async () => {
    const doc = await (await openApi(apiRequest("/api/openapi.json"), noParams)).json();
    const parameters = doc.paths["/api/products/generate/pdf/"].get.parameters as Array<{ name: string; in: string; required: boolean; description?: string }>;
    const customer = parameters.find((p) => p.name === "customer");
    expect(customer).toMatchObject({ in: "query", required: false });
    expect(customer?.description).toContain("price sheet");
  });

  it("answers the 400 in the admin's language", async () => {
    const { response, bytes } = await download("?customer=999999", { ...tokenHeader(admin), "accept-language": "fr-CA" });
    expect(response.status).toBe(400);
    expect(JSON.parse(bytes.toString("utf8"))).toEqual({ customer: ["Ce client n'existe pas."] });
  });
});
