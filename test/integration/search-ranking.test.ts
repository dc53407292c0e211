import { beforeAll, describe, expect, it } from "vitest";
import fc from "fast-check";
import { eq } from "drizzle-orm";
import { GET as productList } from "@/app/api/products/product_list/route";
import { getDb, type Db } from "@/db/client";
import { catalogueWords, products } from "@/db/schema";
import { seedDemo } from "@/db/seed/demo-seed";
import { nameWordsOf } from "@/lib/shared/catalog/search-rank";
import { tokenHeader, type TestUser } from "@/test/support/accounts";
import * as build from "@/test/support/builders";
import { apiRequest, noParams } from "@/test/support/requests";

/*
 * Search by relevance on the database (lib/catalog/product-list.ts, rules in
 * lib/shared/catalog/search-rank.ts), on the demo catalogue: whole words before words inside other
 * words, one letter off on the retry, the price sorts by what a case costs. The offline search's
 * equality with these answers is checked in offline-catalogue.test.ts.
 */

let db: Db;
let customer: TestUser;

type Listed = { id: number; name: string; item: string; discounted_price?: string; box_quantity: number };

async function list(query: string, user?: TestUser): Promise<{ status: number; count: number; results: Listed[]; body: unknown }> {
  const response = await productList(apiRequest(`/api/products/product_list/${query}`, { headers: user ? tokenHeader(user) : {} }), noParams);
  const body = await response.json();
  return { status: response.status, count: body.count, results: body.results ?? [], body };
}

async function allOf(query: string, user?: TestUser): Promise<Listed[]> {
  const first = await list(query, user);
  const pages = Math.ceil(first.count / 16);
  const rest = await Promise.all(Array.from({ length: Math.max(0, pages - 1) }, (_, i) => list(`${query}&page=${i + 2}`, user)));
  return [first, ...rest].flatMap((page) => page.results);
}

beforeAll(async () => {
  db = await getDb();
  await seedDemo(db);
  ({ customer } = await build.audiences());
  await build.product({ name: "Oil-packed tuna, 6 x 1 kg", item: "RANK-1" });
  await build.product({ name: "Spoiled-proof liners", item: "OIL" });
}, 120_000);

describe("search by relevance (GET /api/products/product_list/?search=)", () => {
  it('lists the foods with the word "oil" before anything with "oil" inside another word', async () => {
    const found = await allOf("?search=oil");
    const names = found.map((p) => p.name);
    const wordAt = (name: string) => / oils? /i.test(` ${name.replace(/[^\p{L}\p{N}]+/gu, " ")} `);
    const firstInside = names.findIndex((name) => !wordAt(name));
    expect(firstInside).toBeGreaterThan(3);
    expect(names.slice(firstInside).some(wordAt), names.join(" | ")).toBe(false);
    expect(names.slice(firstInside)).toEqual(expect.arrayContaining([expect.stringMatching(/Aluminum Foil/), expect.stringMatching(/Parboiled/)]));
    // The exact item code "OIL" comes after the name matches and before the words inside others.
    expect(names[firstInside]).toBe("Spoiled-proof liners");
    // Whole words before word starts: "Oil" before "Oils".
    const whole = names.findIndex((name) => / oil /i.test(` ${name} `));
    const start = names.findIndex((name) => /\boils\b/i.test(name) && !/\boil\b/i.test(name));
    if (start >= 0) expect(whole).toBeLessThan(start);
  });

  it("is the default with a search; sort=relevance without one is the name order", async () => {
    expect((await list("?search=oil")).results.map((p) => p.id)).toEqual((await list("?search=oil&sort=relevance")).results.map((p) => p.id));
    expect((await list("?sort=relevance")).results.map((p) => p.id)).toEqual((await list("?sort=name")).results.map((p) => p.id));
    const byName = (await list("?search=oil&sort=name")).results.map((p) => p.name);
    expect(byName[0]).toBe("Spoiled-proof liners");
  });

  it('finds what is one letter off when nothing matches: "tomatos", "mozarella", "chedar"', async () => {
    for (const [typed, word] of [
      ["tomatos", /tomato/i],
      ["mozarella", /mozzarella/i],
      ["chedar", /cheddar/i],
      ["aged chedar", /aged cheddar/i],
    ] as const) {
      const found = await allOf(`?search=${encodeURIComponent(typed)}`);
      expect(found.length, typed).toBeGreaterThan(0);
      for (const product of found) expect(product.name, typed).toMatch(word);
    }
    expect((await allOf("?search=tomatos")).map((p) => p.name)).toEqual(expect.arrayContaining(["Diced Tomatoes 796 mL", "Tomato Paste 156 mL"]));
    // A search that finds something lists no near misses: no potatoes for "tomato".
    const tomato = await allOf("?search=tomato");
    expect(tomato.length).toBeGreaterThan(0);
    expect(tomato.some((p) => /potato/i.test(p.name))).toBe(false);
    // Short words are never read one letter off, and a word far off finds nothing.
    expect((await list("?search=jan")).count).toBe(0);
    expect((await list("?search=tomatosss")).count).toBe(0);
  });

  it("sorts by price as what a case costs, for the caller", async () => {
    for (const sort of ["price", "-price"]) {
      const found = await allOf(`?search=oil&sort=${sort}`, customer);
      const cases = found.filter((p) => p.item !== "OIL").map((p) => Math.round(Number(p.discounted_price) * 100) * p.box_quantity);
      expect(cases).toEqual([...cases].sort((a, b) => (sort === "price" ? a - b : b - a)));
    }
  });

  it("keeps name_words as the browser's nameWordsOf computes it (property)", async () => {
    const letters = fc.constantFrom("a", "B", "é", "Œ", "ß", " ", "-", ",", "×", "½", "—", "1", "'", "ñ", "Ü");
    const name = fc.string({ unit: letters, minLength: 1, maxLength: 14 }).filter((s) => s.trim().length > 0);
    // Both names, as the offline catalogue joins them (lib/shared/catalog/offline-catalogue.ts); a French one or none.
    const pairs = fc.sample(fc.tuple(name, fc.oneof(fc.constant(""), name)), { numRuns: 60, seed: 26 });
    const [{ id }] = await db.select({ id: products.id }).from(products).limit(1);
    for (const [english, french] of pairs) {
      const [row] = await db.update(products).set({ name: english, nameFr: french }).where(eq(products.id, id)).returning({ nameWords: products.nameWords });
      expect(row.nameWords, JSON.stringify([english, french])).toBe(nameWordsOf(french ? `${english} ${french}` : english));
    }
  });

  it("keeps every word of the names in catalogue_words, for the retry one letter off", async () => {
    const [made] = await db.insert(products).values({ item: "RANK-W", name: "Quinoa Kanelbulle", slug: "rank_w", price: "1.00" }).returning({ id: products.id });
    await db.update(products).set({ name: "Quinoa Krumkake" }).where(eq(products.id, made.id));
    const words = (await db.select({ word: catalogueWords.word }).from(catalogueWords)).map((row) => row.word);
    expect(words).toEqual(expect.arrayContaining(["quinoa", "kanelbulle", "krumkake"]));
    // A word no name holds any more finds nothing; one a name holds is found one letter off.
    expect((await list("?search=kanelbule")).results.map((p) => p.item)).toEqual([]);
    expect((await list("?search=krumkae")).results.map((p) => p.item)).toEqual(["RANK-W"]);
    // Two neighbours swapped: every quinoa, the new one among them.
    const swapped = (await list("?search=qiunoa")).results;
    expect(swapped.map((p) => p.item)).toContain("RANK-W");
    for (const product of swapped) expect(product.name).toMatch(/quinoa/i);
  });

  it("refuses an unknown sort with a 400 naming relevance among the choices", async () => {
    const answer = await list("?search=oil&sort=best");
    expect(answer.status).toBe(400);
    expect(JSON.stringify(answer.body)).toMatch(/relevance/);
  });
});
