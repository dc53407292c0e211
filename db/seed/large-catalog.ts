import { and, eq, like, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { productCategories, products } from "@/db/schema";
import { slugify } from "@/lib/shared/catalog/slug";
import { setStockLevels, type StockLevel } from "@/lib/catalog/stock";
import { VISITOR } from "@/lib/context/actor";
import { newContext } from "@/lib/context/context";
import { centsToDecimal } from "@/lib/shared/pricing/money";
import { DEMO_CATEGORIES, DEMO_NAME_PARTS } from "./data/demo-catalog";
import { DEMO_NAME_PARTS_FR, frenchGeneratedName } from "./data/demo-catalog-fr";
import { seedCategories, seedVendors } from "./demo-seed";
import { prng } from "./prng";
import { generateProductImage } from "./product-images";

/*
 * A large generated catalogue for benchmarks: `npm run db:seed -- --products 50000` grows the
 * catalogue to that many products with plausible names (some accented), prices, flags and
 * categories, in batches of one multi-row INSERT each. Deterministic (seeded PRNG) and idempotent.
 */

const BATCH = 1000;


function ean13(n: number): string {
  const body = `62${String(n).padStart(10, "0")}`;
  const sum = [...body].reduce((acc, d, i) => acc + Number(d) * (i % 2 ? 3 : 1), 0);
  return body + ((10 - (sum % 10)) % 10);
}

const COLORS = ["#c8553d", "#2d6a4f", "#d4a373", "#457b9d", "#e9c46a", "#6d597a", "#bc4749", "#588157"];

export async function seedLargeCatalog(
  db: Db,
  target: number,
  options: { mediaDir?: string; log?: (message: string) => void } = {},
): Promise<number> {
  const log = options.log ?? (() => {});
  const vendorIds = [...(await seedVendors(db)).values()];
  const categoryIds = await seedCategories(db);
  const [{ n: existing }] = await db.select({ n: sql<number>`count(*)::int` }).from(products);
  if (existing >= target) {
    // A catalogue seeded by an earlier run: named in French if it was seeded before French names,
    // then fresh statistics and no dead rows, as a maintained database would (PGlite has no
    // autovacuum; CI's PostgreSQL runs without it).
    if (await fillGeneratedFrenchNames(db)) log("  French names given to the generated products");
    await vacuumCatalog(db);
    return 0;
  }

  // One shared picture per parent category keeps the seed fast; a share of products has none.
  const pictures = new Map<string, string>();
  for (const [i, c] of DEMO_CATEGORIES.entries()) {
    pictures.set(c.name, await generateProductImage(`bench-${slugify(c.name)}`, COLORS[i % COLORS.length], i, options.mediaDir));
  }

  const [{ next }] = await db
    .select({ next: sql<number>`coalesce(max(substring(${products.item} from 'BEN-(\\d+)')::int), 0) + 1` })
    .from(products);
  const random = prng(20261122 + next);
  // What the product_categories triggers (migration 0008) compute, ascending as they store it: they
  // then find each new row right and leave it alone, instead of writing every product twice.
  const filedUnder = (parent: string, sub: string | null) =>
    [categoryIds.get(parent)!, ...(sub ? [categoryIds.get(`${parent}/${sub}`)!] : [])].sort((a, b) => a - b);
  const parts = DEMO_NAME_PARTS;
  const french = DEMO_NAME_PARTS_FR;
  let inserted = 0;
  let serial = next;
  const toInsert = target - existing;
  while (inserted < toInsert) {
    const size = Math.min(BATCH, toInsert - inserted);
    const rows: Array<typeof products.$inferInsert> = [];
    const cats: Array<{ parent: string; sub: string | null }> = [];
    const levels: StockLevel[] = [];
    const reorderLevel = (quantity: number) => {
      levels.push({ quantity, needToReorderBelow: random() < 0.08 ? quantity + 10 : Math.floor(quantity / 4) });
      return {};
    };
    for (let i = 0; i < size; i++, serial++) {
      const category = DEMO_CATEGORIES[Math.floor(random() * DEMO_CATEGORIES.length)];
      const sub = random() < 0.85 ? category.subcategories[Math.floor(random() * category.subcategories.length)] : null;
      const nouns = parts.nounsByCategory[category.name] ?? ["Item"];
      const nounsFr = french.nounsByCategory[category.name] ?? ["Article"];
      const sizes = parts.sizesByCategory[category.name] ?? parts.sizes;
      const sizesFr = french.sizesByCategory[category.name] ?? french.sizes;
      // The draws in the order the generator always made them, so the catalogue stays the same.
      const adjective = Math.floor(random() * parts.adjectives.length);
      const noun = Math.floor(random() * nouns.length);
      const packSize = Math.floor(random() * sizes.length);
      const name = `${parts.adjectives[adjective]} ${nouns[noun]} ${sizes[packSize]}`;
      const nameFr = frenchGeneratedName(french.adjectives[adjective], nounsFr[noun], sizesFr[packSize]);
      const item = `BEN-${String(serial).padStart(6, "0")}`;
      const priceCents = 89 + Math.floor(random() * 9000);
      const quantity = Math.floor(random() * 500);
      rows.push({
        item,
        name,
        nameFr,
        slug: slugify(`${name} ${item}`),
        price: centsToDecimal(priceCents),
        cost: centsToDecimal(Math.round(priceCents * (0.6 + random() * 0.25))),
        special: random() < 0.12 ? String([5, 10, 12.5, 15, 20][Math.floor(random() * 5)]) : "0",
        image: random() < 0.93 ? (pictures.get(category.name) ?? null) : null,
        barcode: random() < 0.97 ? ean13(serial) : null,
        boxQuantity: [1, 4, 6, 12, 24][Math.floor(random() * 5)],
        stock: random() < 0.94,
        salesTaxCode: random() < 0.35 ? "G" : "E",
        purchaseTaxCode: random() < 0.35 ? "G" : "E",
        // Drawn here, in the order the generator always drew it, so the catalogue stays the same.
        ...reorderLevel(quantity),
        ordering: Math.floor(random() * 1000),
        actions: random() < 0.07 ? "10-1" : "None",
        vendorId: vendorIds[Math.floor(random() * vendorIds.length)],
        isDeleted: random() < 0.01,
        createdAt: new Date(Date.now() - Math.floor(random() * 365 * 86_400_000)),
        categoryIds: filedUnder(category.name, sub),
      });
      cats.push({ parent: category.name, sub });
    }
    await db.transaction(async (tx) => {
      const ids = await tx.insert(products).values(rows).onConflictDoNothing().returning({ id: products.id, item: products.item });
      const byItem = new Map(ids.map((r) => [r.item, r.id]));
      const links: Array<{ productId: number; categoryId: number }> = [];
      rows.forEach((row, i) => {
        const productId = byItem.get(row.item);
        if (!productId) return;
        links.push({ productId, categoryId: categoryIds.get(cats[i].parent)! });
        if (cats[i].sub) links.push({ productId, categoryId: categoryIds.get(`${cats[i].parent}/${cats[i].sub}`)! });
      });
      if (links.length) await tx.insert(productCategories).values(links).onConflictDoNothing();
      await setStockLevels(
        newContext(tx, VISITOR),
        rows.flatMap((row, i) => {
          const productId = byItem.get(row.item);
          return productId ? [{ productId, ...levels[i] }] : [];
        }),
      );
    });
    inserted += size;
    if (inserted % 10_000 === 0 || inserted === toInsert) log(`  ${existing + inserted} products`);
  }
  await vacuumCatalog(db);
  return inserted;
}

/** Every name the generator can make, in English, with its French counterpart. */
function generatedNames(): Map<string, string> {
  const names = new Map<string, string>();
  const [en, fr] = [DEMO_NAME_PARTS, DEMO_NAME_PARTS_FR];
  for (const category of DEMO_CATEGORIES) {
    const nouns = en.nounsByCategory[category.name] ?? ["Item"];
    const nounsFr = fr.nounsByCategory[category.name] ?? ["Article"];
    const sizes = en.sizesByCategory[category.name] ?? en.sizes;
    const sizesFr = fr.sizesByCategory[category.name] ?? fr.sizes;
    en.adjectives.forEach((adjective, a) =>
      nouns.forEach((noun, n) =>
        sizes.forEach((size, s) => names.set(`${adjective} ${noun} ${size}`, frenchGeneratedName(fr.adjectives[a], nounsFr[n], sizesFr[s]))),
      ),
    );
  }
  return names;
}

/**
 * Gives the generated products of a catalogue seeded before French names (issue 28) theirs, by
 * their English name; returns whether any had none. Batches of 5,000 names.
 */
async function fillGeneratedFrenchNames(db: Db): Promise<boolean> {
  const rows = await db
    .selectDistinct({ name: products.name })
    .from(products)
    .where(and(like(products.item, "BEN-%"), eq(products.nameFr, "")));
  if (rows.length === 0) return false;
  const french = generatedNames();
  const pairs = rows.flatMap((r) => (french.has(r.name) ? [{ name: r.name, name_fr: french.get(r.name)! }] : []));
  for (let i = 0; i < pairs.length; i += 5000) {
    await db.execute(sql`update products set name_fr = named.name_fr
      from (select * from json_to_recordset(${JSON.stringify(pairs.slice(i, i + 5000))}::json) as x(name text, name_fr text)) as named
      where products.item like 'BEN-%' and products.name = named.name and products.name_fr = ''`);
  }
  return true;
}

/** PGlite has no autovacuum: without fresh statistics the planner ignores the new indexes. */
async function vacuumCatalog(db: Db): Promise<void> {
  await db.execute(sql`vacuum analyze products`);
  await db.execute(sql`vacuum analyze product_categories`);
  await db.execute(sql`vacuum analyze product_sales`);
}
