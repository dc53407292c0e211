import { sql } from "drizzle-orm";
import { openDatabase } from "../db/client";
import { prng } from "../db/seed/prng";

/*
 * What the bench reads from the seeded catalogue before the server starts (PGlite allows one
 * process at a time): the search terms of the cold-cache search, and the cost of the counts the
 * catalogue pages run, as EXPLAIN ANALYZE on this database.
 */

export interface CatalogProbe {
  products: number;
  terms: string[];
  broadTerm: string;
  topCategory: { id: number; name: string; products: number };
  plans: Array<{ name: string; count: number; ms: number; plan: string[] }>;
}

function shuffle<T>(items: T[], seed: number): T[] {
  const random = prng(seed);
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [items[i], items[j]] = [items[j], items[i]];
  }
  return items;
}

/**
 * Every distinct word of the product names (3+ letters), each prefix of 3+ letters of those words,
 * and every pair of adjacent words as it is typed (the second word cut after 2+ letters): what
 * people type, the short ones matching many products.
 */
export function searchTerms(names: string[]): { terms: string[]; broadest: string } {
  const terms = new Set<string>();
  const frequency = new Map<string, number>();
  for (const name of names) {
    const words = name.toLowerCase().split(/\s+/).filter((w) => /^\p{L}{3,}$/u.test(w));
    for (const word of new Set(words)) {
      frequency.set(word, (frequency.get(word) ?? 0) + 1);
      for (let n = 3; n <= word.length; n++) terms.add(word.slice(0, n));
    }
    for (let i = 0; i + 1 < words.length; i++) {
      for (let n = 2; n <= words[i + 1].length; n++) terms.add(`${words[i]} ${words[i + 1].slice(0, n)}`);
    }
  }
  const broadest = [...frequency].sort((a, b) => b[1] - a[1])[0]?.[0] ?? "box";
  return { terms: shuffle([...terms].sort(), 13), broadest };
}

type Row = Record<string, unknown>;

export async function probeCatalog(env: { DATABASE_URL: string; DATA_DIR: string }): Promise<CatalogProbe> {
  const handle = await openDatabase({ url: env.DATABASE_URL || undefined, dataDir: `${env.DATA_DIR}/pglite`, poolMax: 1 });
  const rows = async (query: string): Promise<Row[]> => {
    const result = (await handle.db.execute(sql.raw(query))) as unknown as { rows: Row[] };
    return result.rows;
  };
  try {
    const names = (await rows("select name, count(*)::int as n from products where not is_deleted group by name")).map((r) => String(r.name));
    const [{ n: products }] = await rows("select count(*)::int as n from products where not is_deleted");
    const { terms, broadest } = searchTerms(names);
    // Mirrors lib/catalog/product-list.ts: category_ids where it exists (the lead's migration 0008),
    // else the product_categories sub-select of the earlier code.
    const [{ has }] = await rows("select count(*)::int as has from information_schema.columns where table_name = 'products' and column_name = 'category_ids'");
    const inCategory = (id: number) =>
      Number(has) > 0
        ? `category_ids @> array[${id}::int]`
        : `id in (select pc.product_id from product_categories pc where pc.category_id in (select c.id from categories c where c.id = ${id} or c.parent_id = ${id}))`;
    const [top] = await rows(
      "select c.id, c.name, count(distinct pc.product_id)::int as n from categories c join categories s on s.id = c.id or s.parent_id = c.id " +
        "join product_categories pc on pc.category_id = s.id where c.parent_id is null group by c.id, c.name order by n desc limit 1",
    );
    const term = broadest.replace(/'/g, "''");
    const search = `search_text like '%' || shop_search_norm('${term}') || '%'`;
    const queries = [
      { name: `count, search "${broadest}"`, where: search },
      { name: `count, top category "${String(top.name)}"`, where: inCategory(Number(top.id)) },
      { name: `count, top category + search "${broadest}"`, where: `${inCategory(Number(top.id))} and ${search}` },
    ];
    const plans: CatalogProbe["plans"] = [];
    for (const q of queries) {
      const statement = `select count(*)::int as n from products where is_deleted = false and ${q.where}`;
      const [{ n: count }] = await rows(statement);
      // The second run is the one measured: the first one reads the pages into the cache.
      const plan = (await rows(`explain (analyze, buffers) ${statement}`)).map((r) => String(Object.values(r)[0]));
      const time = plan.map((l) => /Execution Time: ([\d.]+)/.exec(l)).find(Boolean);
      plans.push({ name: q.name, count: Number(count), ms: time ? Number(time[1]) : NaN, plan });
    }
    return { products: Number(products), terms, broadTerm: broadest, topCategory: { id: Number(top.id), name: String(top.name), products: Number(top.n) }, plans };
  } finally {
    await handle.close();
  }
}

export function plansMarkdown(probe: CatalogProbe): string {
  const lines = [
    `Cost of the counts at ${probe.products.toLocaleString("en-CA")} active products (EXPLAIN ANALYZE on the bench database, warm buffers):`,
    "",
    "| count | rows | execution ms | plan (top node) |",
    "|---|---|---|---|",
    ...probe.plans.map((p) => {
      const node = p.plan.find((l) => /Scan|Join|Nested Loop/.test(l))?.replace(/^[\s\->]+/, "").replace(/\|/g, "\\|") ?? "";
      return `| ${p.name} | ${p.count} | ${p.ms} | ${node} |`;
    }),
  ];
  return lines.join("\n");
}
