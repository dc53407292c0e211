import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { GET as productList } from "@/app/api/products/product_list/route";
import { GET as allProducts } from "@/app/api/products/all_product_list/route";
import { GET as categoryList } from "@/app/api/categories/list/route";
import { POST as createProduct } from "@/app/api/products/product/details/route";
import { PATCH as patchProduct } from "@/app/api/products/product/details/[id]/route";
import { POST as createCategory } from "@/app/api/categories/category/details/route";
import { PATCH as patchCategory } from "@/app/api/categories/category/details/[id]/route";
import { getDb, type Db } from "@/db/client";
import { categories, products, type CategoryRow, type ProductRow } from "@/db/schema";
import { decodeOfflineCatalogue, queryOfflineCatalogue } from "@/lib/shared/catalog/offline-catalogue";
import { createUser, sessionCookie, tokenHeader, type TestUser } from "@/test/support/accounts";
import * as build from "@/test/support/builders";
import { apiRequest, noParams, routeParams } from "@/test/support/requests";
import { answerText } from "@/lib/i18n/answer-language";
import { orderSummaryText } from "@/lib/orders/order-emails";
import { orderDisplayLine } from "@/lib/shared/orders/display-lines";
import { orderItems } from "@/db/schema";

/*
 * Products and categories in both languages (issue 28, docs/i18n.md): the API names them in the
 * caller's language (the user's choice, the NEXT_LOCALE cookie, Accept-Language), falls back to
 * English, searches both names, sorts French answers by the French name; staff read and write
 * name_fr beside name and list the products that have none.
 */

let db: Db;
let admin: TestUser;
let customer: TestUser;
let frenchCustomer: TestUser;
let parent: CategoryRow;
let shelf: CategoryRow;
let butter: ProductRow;
let custard: ProductRow;

type Headers = Record<string, string>;

async function list(query: string, headers: Headers = {}) {
  const response = await productList(apiRequest(`/api/products/product_list/${query}`, { headers }), noParams);
  return { status: response.status, body: await response.json() };
}

const names = (body: { results: Array<{ name: string }> }) => body.results.map((p) => p.name);
const FRENCH: Headers = { "accept-language": "fr-CA,fr;q=0.9,en;q=0.5" };

beforeAll(async () => {
  db = await getDb();
  ({ admin, customer } = await build.audiences());
  frenchCustomer = await createUser({ locale: "fr-CA" });
  parent = await build.category({ name: "Dairy (i18n)", nameFr: "Produits laitiers (i18n)" });
  shelf = await build.category({ name: "Cream (i18n)", nameFr: "", parentId: parent.id });
  const filed = { categories: [parent, shelf] };
  butter = await build.product({ item: "FRN-1", name: "Butter 454 g", nameFr: "Beurre 454 g", ...filed });
  await build.product({ item: "FRN-2", name: "Apple cider 1 L", nameFr: "Cidre de pomme 1 L", ...filed });
  await build.product({ item: "FRN-3", name: "Whipping cream 35% 1 L", nameFr: "Crème à fouetter 35 % 1 L", ...filed });
  custard = await build.product({ item: "FRN-4", name: "Custard powder 300 g", nameFr: "", ...filed });
  await build.product({ item: "FRN-5", name: "Steak spice 200 g", nameFr: "Épices à steak 200 g", ...filed });
  await build.product({ item: "FRN-6", name: "Liquid whole eggs 1 L", nameFr: "Œufs entiers liquides 1 L" });
}, 120_000);

describe("names in the caller's language", () => {
  it("answers French names to a French Accept-Language, sorted by them, English where there is none", async () => {
    const answer = await list(`?category=${parent.id}&sort=name`, FRENCH);
    expect(answer.status).toBe(200);
    // « Épices » among the e, not after z as bytes would sort it.
    expect(names(answer.body)).toEqual(["Beurre 454 g", "Cidre de pomme 1 L", "Crème à fouetter 35 % 1 L", "Custard powder 300 g", "Épices à steak 200 g"]);
    expect(names((await list(`?category=${parent.id}&sort=-name`, FRENCH)).body)[0]).toBe("Épices à steak 200 g");
    const english = await list(`?category=${parent.id}&sort=name`);
    expect(names(english.body)).toEqual(["Apple cider 1 L", "Butter 454 g", "Custard powder 300 g", "Steak spice 200 g", "Whipping cream 35% 1 L"]);
  });

  it("reads fr, fr-FR and the NEXT_LOCALE cookie as French; other languages and bad headers as English", async () => {
    for (const headers of [{ "accept-language": "fr" }, { "accept-language": "fr-FR" }, { cookie: "NEXT_LOCALE=fr-CA" }] as Headers[]) {
      expect(names((await list(`?category=${parent.id}&sort=name`, headers)).body)[0], JSON.stringify(headers)).toBe("Beurre 454 g");
    }
    for (const headers of [{ "accept-language": "de-DE" }, { "accept-language": "*" }, { "accept-language": ";;q=x,é" }, { cookie: "NEXT_LOCALE=xx" }] as Headers[]) {
      const answer = await list(`?category=${parent.id}&sort=name`, headers);
      expect(answer.status).toBe(200);
      expect(names(answer.body)[0], JSON.stringify(headers)).toBe("Apple cider 1 L");
    }
  });

  it("puts a signed-in user's stored choice before Accept-Language, by token and by session", async () => {
    expect(names((await list(`?category=${parent.id}&sort=name`, tokenHeader(frenchCustomer))).body)[0]).toBe("Beurre 454 g");
    const cookie = await sessionCookie(frenchCustomer);
    expect(names((await list(`?category=${parent.id}&sort=name`, { cookie })).body)[0]).toBe("Beurre 454 g");
    const englishUser = await createUser({ locale: "en-CA" });
    expect(names((await list(`?category=${parent.id}&sort=name`, { ...tokenHeader(englishUser), ...FRENCH })).body)[0]).toBe("Apple cider 1 L");
    // No stored choice: the request's language.
    expect(names((await list(`?category=${parent.id}&sort=name`, { ...tokenHeader(customer), ...FRENCH })).body)[0]).toBe("Beurre 454 g");
    // The shop's own pages name their language (X-Page-Language): it comes before the stored choice.
    expect(names((await list(`?category=${parent.id}&sort=name`, { ...tokenHeader(frenchCustomer), "X-Page-Language": "en-CA" })).body)[0]).toBe("Apple cider 1 L");
    expect(names((await list(`?category=${parent.id}&sort=name`, { cookie, "X-Page-Language": "en-CA" })).body)[0]).toBe("Apple cider 1 L");
    expect(names((await list(`?category=${parent.id}&sort=name`, { ...tokenHeader(englishUser), "X-Page-Language": "fr-CA" })).body)[0]).toBe("Beurre 454 g");
  });

  it("never shows name_fr to customers; staff read both names, whatever their language", async () => {
    const asCustomer = await list(`?category=${parent.id}`, { ...tokenHeader(customer), ...FRENCH });
    for (const product of asCustomer.body.results) expect(product).not.toHaveProperty("name_fr");
    const asAdmin = await list(`?category=${parent.id}&sort=name`, { ...tokenHeader(admin), ...FRENCH });
    expect(asAdmin.body.results.map((p: { name: string; name_fr: string }) => [p.name, p.name_fr])).toEqual([
      ["Apple cider 1 L", "Cidre de pomme 1 L"],
      ["Butter 454 g", "Beurre 454 g"],
      ["Custard powder 300 g", ""],
      ["Steak spice 200 g", "Épices à steak 200 g"],
      ["Whipping cream 35% 1 L", "Crème à fouetter 35 % 1 L"],
    ]);
  });

  it("searches both names with accents folded, in either language", async () => {
    for (const headers of [{}, FRENCH]) {
      expect((await list("?search=creme fouetter", headers)).body.results.map((p: { item: string }) => p.item)).toEqual(["FRN-3"]);
      expect((await list("?search=cidre", headers)).body.results.map((p: { item: string }) => p.item)).toEqual(["FRN-2"]);
      expect((await list("?search=whipping", headers)).body.results.map((p: { item: string }) => p.item)).toEqual(["FRN-3"]);
      // The ligature as it is typed, spelt out or not.
      for (const term of ["oeufs entiers", "œufs entiers", "ŒUFS ENTIERS"]) {
        expect((await list(`?search=${encodeURIComponent(term)}`, headers)).body.results.map((p: { item: string }) => p.item), term).toEqual(["FRN-6"]);
      }
    }
  });

  it("names categories and their parents in French, English where there is none; staff read name_fr", async () => {
    const french = await (await categoryList(apiRequest("/api/categories/list/", { headers: FRENCH }), noParams)).json();
    const mine = french.find((c: { id: number }) => c.id === shelf.id);
    expect(mine).toMatchObject({ name: "Cream (i18n)", parent_category: { id: parent.id, name: "Produits laitiers (i18n)" } });
    expect(mine).not.toHaveProperty("name_fr");
    expect(french.find((c: { id: number }) => c.id === parent.id).name).toBe("Produits laitiers (i18n)");
    const searched = await (await categoryList(apiRequest("/api/categories/list/?search=laitiers", { headers: FRENCH }), noParams)).json();
    expect(searched.map((c: { id: number }) => c.id)).toEqual([parent.id]);
    const staff = await (await categoryList(apiRequest("/api/categories/list/", { headers: { ...tokenHeader(admin), ...FRENCH } }), noParams)).json();
    expect(staff.find((c: { id: number }) => c.id === parent.id)).toMatchObject({ name: "Dairy (i18n)", name_fr: "Produits laitiers (i18n)" });
  });

  it("keeps an offline catalogue per language that searches both names as the server does", async () => {
    const fetchOffline = async (headers: Headers) => {
      const response = await allProducts(apiRequest("/api/products/all_product_list/", { headers }), noParams);
      return { etag: response.headers.get("etag"), body: await response.json() };
    };
    const [en, fr] = [await fetchOffline({}), await fetchOffline(FRENCH)];
    expect(en.etag).not.toBe(fr.etag);
    // What the service worker saves for an English page of someone whose stored choice is French: English.
    const forEnglishPage = await fetchOffline({ ...tokenHeader(frenchCustomer), "X-Page-Language": "en-CA" });
    expect(forEnglishPage.etag).toMatch(/-en-CA-/);
    const row = (body: typeof en.body, item: string) => {
      const at = (field: string) => body.fields.indexOf(field);
      const found = body.results.find((r: unknown[]) => r[at("item")] === item);
      return { name: found[at("name")], other: found[at("name_other")] };
    };
    expect(row(fr.body, "FRN-1")).toEqual({ name: "Beurre 454 g", other: "Butter 454 g" });
    expect(row(en.body, "FRN-1")).toEqual({ name: "Butter 454 g", other: "Beurre 454 g" });
    expect(row(fr.body, "FRN-4")).toEqual({ name: "Custard powder 300 g", other: "" });
    const server = await list("?search=beurre", FRENCH);
    const offline = queryOfflineCatalogue(decodeOfflineCatalogue(en.body), { search: "beurre" });
    expect(offline.results.map((p) => p.id)).toEqual(server.body.results.map((p: { id: number }) => p.id));
  });
});

describe("staff write French names", () => {
  it("lists the products without a French name to staff only (no_name_fr)", async () => {
    const answer = await list(`?category=${parent.id}&no_name_fr=true`, tokenHeader(admin));
    expect(answer.status).toBe(200);
    expect(answer.body.results.map((p: { item: string }) => p.item)).toEqual(["FRN-4"]);
    expect((await list("?no_name_fr=true")).status).toBe(401);
    expect((await list("?no_name_fr=true", tokenHeader(customer))).status).toBe(403);
    expect((await list("?no_name_fr=maybe", tokenHeader(admin))).status).toBe(400);
  });

  it("adds and edits a product's French name, trimmed; refuses a bad one and writes nothing", async () => {
    const data = new FormData();
    const fields = { item: "FRN-10", name: "Sour cream 500 mL", name_fr: "  Crème sure 500 mL ", price: "3.10", box_quantity: "6", sales_tax_code: "E", purchase_tax_code: "E", actions: "None", cat: String(parent.id) };
    for (const [key, value] of Object.entries(fields)) data.append(key, value);
    const created = await createProduct(apiRequest("/api/products/product/details/", { method: "POST", body: data, headers: tokenHeader(admin) }), noParams);
    expect(created.status).toBe(201);
    const body = await created.json();
    expect(body).toMatchObject({ name: "Sour cream 500 mL", name_fr: "Crème sure 500 mL" });

    const patch = (json: object, user: TestUser | null = admin) =>
      patchProduct(apiRequest(`/api/products/product/details/${body.id}/`, { method: "PATCH", body: json, headers: user ? tokenHeader(user) : {} }), routeParams({ id: String(body.id) }));
    for (const bad of ["x".repeat(201), "Crème\u0007sure", 42]) {
      const refused = await patch({ name_fr: bad });
      expect(refused.status, JSON.stringify(bad)).toBe(400);
      expect(await refused.json()).toHaveProperty("name_fr");
    }
    expect((await patch({ name_fr: "Autre" }, customer)).status).toBe(403);
    expect((await patch({ name_fr: "Autre" }, null)).status).toBe(401);
    const [unchanged] = await db.select({ nameFr: products.nameFr }).from(products).where(eq(products.id, body.id));
    expect(unchanged.nameFr).toBe("Crème sure 500 mL");

    const edited = await patch({ name_fr: "Crème sûre 500 mL" });
    expect(edited.status).toBe(200);
    expect(await edited.json()).toMatchObject({ name: "Sour cream 500 mL", name_fr: "Crème sûre 500 mL" });
    expect(names((await list("?search=creme sure", FRENCH)).body)).toEqual(["Crème sûre 500 mL"]);
    // Blank again: French readers get the English name back.
    expect((await patch({ name_fr: "" })).status).toBe(200);
    expect(names((await list("?search=sour cream", FRENCH)).body)).toEqual(["Sour cream 500 mL"]);
  });

  it("adds and edits a category's French name; refuses a bad one and writes nothing", async () => {
    const post = (json: object, user: TestUser = admin) =>
      createCategory(apiRequest("/api/categories/category/details/", { method: "POST", body: json, headers: tokenHeader(user) }), noParams);
    const made = await post({ name: "Frozen desserts (i18n)", name_fr: "Desserts glacés (i18n)" });
    expect(made.status).toBe(201);
    const category = await made.json();
    expect(category).toMatchObject({ name: "Frozen desserts (i18n)", name_fr: "Desserts glacés (i18n)" });
    expect((await post({ name: "X (i18n)", name_fr: "y".repeat(101) })).status).toBe(400);
    expect((await post({ name: "X (i18n)", name_fr: "Y" }, customer)).status).toBe(403);
    expect(await db.select().from(categories).where(eq(categories.name, "X (i18n)"))).toEqual([]);

    const patch = (json: object) =>
      patchCategory(apiRequest(`/api/categories/category/details/${category.id}/`, { method: "PATCH", body: json, headers: tokenHeader(admin) }), routeParams({ id: String(category.id) }));
    expect((await patch({ name_fr: ["Desserts"] })).status).toBe(400);
    const edited = await patch({ name_fr: "Desserts surgelés (i18n)" });
    expect(edited.status).toBe(200);
    expect(await edited.json()).toMatchObject({ name: "Frozen desserts (i18n)", name_fr: "Desserts surgelés (i18n)" });
  });
});

describe("error answers in the caller's language", () => {
  it("answers a refused query in French to a French caller, by Accept-Language or by their stored choice, and in English otherwise", async () => {
    const english = await list("?sort=bogus&page=x");
    expect(english.status).toBe(400);
    const french = await list("?sort=bogus&page=x", FRENCH);
    expect(french.status).toBe(400);
    expect(Object.keys(french.body).sort()).toEqual(Object.keys(english.body).sort());
    for (const [field, messages] of Object.entries(english.body as Record<string, string[]>)) {
      expect((french.body as Record<string, string[]>)[field]).toEqual(messages.map((m) => answerText(m, "fr-CA")));
      expect((french.body as Record<string, string[]>)[field]).not.toEqual(messages);
    }
    const stored = await list("?sort=bogus&page=x", tokenHeader(frenchCustomer));
    expect(stored.body).toEqual(french.body);
    expect(JSON.stringify(french.body)).toMatch(/[àâçéèêëîïôûùüÿœ]/);
  });
});

describe("order lines keep both names", () => {
  it("keeps the French name a product had when ordered, shown on French pages and in French emails, English where it had none", async () => {
    const placed = await build.order(frenchCustomer, [butter, custard]);
    const [first, second] = placed.purchased_items;
    expect(first.product).toMatchObject({ name: "Butter 454 g", name_fr: "Beurre 454 g" });
    expect(second.product).toMatchObject({ name: "Custard powder 300 g", name_fr: "" });

    // A snapshot: renaming the product later changes nothing of the order.
    await db.update(products).set({ nameFr: "Beurre salé 454 g" }).where(eq(products.id, butter.id));
    const stored = await db.select({ name: orderItems.name, nameFr: orderItems.nameFr }).from(orderItems).where(eq(orderItems.orderId, placed.id));
    expect(stored).toEqual(expect.arrayContaining([{ name: "Butter 454 g", nameFr: "Beurre 454 g" }]));
    await db.update(products).set({ nameFr: "Beurre 454 g" }).where(eq(products.id, butter.id));

    // The order pages name the lines in their language.
    expect([first, second].map((item) => orderDisplayLine(item, "fr-CA").name)).toEqual(["Beurre 454 g", "Custard powder 300 g"]);
    expect([first, second].map((item) => orderDisplayLine(item, "en-CA").name)).toEqual(["Butter 454 g", "Custard powder 300 g"]);
    // The customer's email in French names the French; the shop's English copy the English.
    expect(orderSummaryText(placed, "fr-CA")).toContain("Beurre 454 g");
    expect(orderSummaryText(placed, "fr-CA")).not.toContain("Butter 454 g");
    expect(orderSummaryText(placed, "en-CA")).toContain("Butter 454 g");
  });
});
