import "server-only";
import { and, asc, eq, ne, sql } from "drizzle-orm";
import { categories, priceListEntries, priceLists, products, users } from "@/db/schema";
import { inTransaction, type Ctx } from "@/lib/context/context";
import { invalidateCatalog } from "@/lib/catalog/catalog-cache";
import { isUniqueViolation } from "@/lib/errors/unique-violation";
import { requireAdmin } from "@/lib/identity/access";
import { Invalid, NotFound } from "@/lib/shared/errors/domain-errors";
import { pricingErrorMessages as m } from "@/lib/shared/messages/errors-pricing";
import { centsToDecimal, toCents } from "@/lib/shared/pricing/money";
import { inForce, type PriceListEntryKind } from "@/lib/shared/pricing/price-lists";
import type {
  PriceListCreate,
  PriceListDetail,
  PriceListEntryInput,
  PriceListEntryView,
  PriceListPatch,
  PriceListRef,
  PriceListSummary,
} from "@/lib/shared/pricing/price-list-schemas";
import { shopDay } from "@/lib/shared/orders/order-time";
import { listChange, recordChange, recordCreate, recordDelete } from "@/lib/audit/audit-log";

/*
 * The back office's price lists (issue 30, docs/api.md "Price lists"): staff list, read, create,
 * edit and delete them; the entries' rule is lib/shared/pricing/price-lists.ts. Admins only. Every
 * write is one transaction that first locks the list's row (two saves of one list, or a save and an
 * import, run one after the other), and drops the cached catalogue priced for the list
 * (invalidateCatalog with its tag) once committed. The CSV import and export are in
 * ./price-list-csv.ts and write through the helpers at the end of this file.
 */

const today = () => shopDay(new Date());

/** A text[] literal for `= any(…::text[])`: one bound parameter, whatever the number of values. */
export function textArray(values: readonly string[]): string {
  return `{${values.map((v) => `"${v.replace(/\\/g, "\\\\").replace(/"/g, '\\"')}"`).join(",")}}`;
}

/** An int[] literal for `= any(…::int[])`. */
export function intArray(values: readonly number[]): string {
  return `{${values.map((v) => String(Math.trunc(v))).join(",")}}`;
}

/** Every list by name (accents and case aside), with its entry and customer counts. Not paginated: a shop has a few. */
export async function listPriceLists(ctx: Ctx): Promise<PriceListSummary[]> {
  requireAdmin(ctx.actor);
  const rows = await ctx.db
    .select({
      id: priceLists.id,
      name: priceLists.name,
      validFrom: priceLists.validFrom,
      validTo: priceLists.validTo,
      // Qualified by hand: drizzle writes a one-table query's columns unqualified, which the subquery would read as its own.
      entryCount: sql<number>`(select count(*)::int from ${priceListEntries} e where e.price_list_id = price_lists.id)`,
      customerCount: sql<number>`(select count(*)::int from ${users} u where u.price_list_id = price_lists.id and u.role = 'Customer')`,
    })
    .from(priceLists)
    .orderBy(asc(sql`shop_search_norm(${priceLists.name})`), asc(priceLists.id));
  const day = today();
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    valid_from: row.validFrom,
    valid_to: row.validTo,
    in_force: inForce(row, day),
    entry_count: Number(row.entryCount),
    customer_count: Number(row.customerCount),
  }));
}

/** The entries of a list as the admin screen and the export read them, in the export's order. */
export async function readEntryViews(ctx: Ctx, priceListId: number): Promise<PriceListEntryView[]> {
  const rows = await ctx.db
    .select({
      kind: priceListEntries.kind,
      product: priceListEntries.productId,
      item: products.item,
      productName: products.name,
      boxQuantity: products.boxQuantity,
      price: products.price,
      productDeleted: products.isDeleted,
      category: priceListEntries.categoryId,
      categoryName: categories.name,
      categorySlug: categories.slug,
      categoryDeleted: categories.isDeleted,
      fromCases: priceListEntries.fromCases,
      casePrice: priceListEntries.casePrice,
      percentOff: priceListEntries.percentOff,
    })
    .from(priceListEntries)
    .leftJoin(products, eq(products.id, priceListEntries.productId))
    .leftJoin(categories, eq(categories.id, priceListEntries.categoryId))
    .where(eq(priceListEntries.priceListId, priceListId))
    .orderBy(
      asc(sql`case ${priceListEntries.kind} when 'product' then 0 when 'break' then 1 else 2 end`),
      asc(sql`lower(${products.item})`),
      asc(priceListEntries.fromCases),
      asc(categories.slug),
      asc(priceListEntries.id),
    );
  return rows.map((row) => ({
    kind: row.kind,
    product: row.product,
    item: row.item,
    product_name: row.productName,
    box_quantity: row.boxQuantity,
    list_case_price: row.price === null || row.boxQuantity === null ? null : centsToDecimal(toCents(row.price) * row.boxQuantity),
    category: row.category,
    category_name: row.categoryName,
    category_slug: row.categorySlug,
    from_cases: row.fromCases,
    case_price: row.casePrice,
    percent_off: row.percentOff,
    is_deleted: Boolean(row.productDeleted ?? row.categoryDeleted),
  }));
}

/** A list with its customers and entries. */
export async function getPriceList(ctx: Ctx, id: number): Promise<PriceListDetail> {
  requireAdmin(ctx.actor);
  const [list] = await ctx.db
    .select({ id: priceLists.id, name: priceLists.name, validFrom: priceLists.validFrom, validTo: priceLists.validTo })
    .from(priceLists)
    .where(eq(priceLists.id, id));
  if (!list) throw new NotFound();
  // One query after the other: inside a transaction they share one connection.
  const customers = await ctx.db
    .select({ id: users.id, company: users.company, email: users.email })
    .from(users)
    .where(and(eq(users.priceListId, id), eq(users.role, "Customer")))
    .orderBy(asc(sql`${users.company} = ''`), asc(sql`shop_search_norm(${users.company})`), asc(users.email), asc(users.id));
  const entries = await readEntryViews(ctx, id);
  return { id: list.id, name: list.name, valid_from: list.validFrom, valid_to: list.validTo, in_force: inForce(list, today()), customers, entries };
}

/** Refuses an unknown list before a body is read (404 before 400). */
export async function assertPriceListExists(ctx: Ctx, id: number): Promise<void> {
  requireAdmin(ctx.actor);
  const [row] = await ctx.db.select({ id: priceLists.id }).from(priceLists).where(eq(priceLists.id, id));
  if (!row) throw new NotFound();
}

/**
 * Locks the list's row for a write of it and answers its period; NotFound when there is none.
 * Inside the caller's transaction.
 */
export async function lockPriceList(ctx: Ctx, id: number): Promise<{ validFrom: string | null; validTo: string | null }> {
  const [row] = await ctx.db
    .select({ validFrom: priceLists.validFrom, validTo: priceLists.validTo })
    .from(priceLists)
    .where(eq(priceLists.id, id))
    .for("update");
  if (!row) throw new NotFound();
  return row;
}

/** The unique index is the last word when two saves race past checkNameFree: still a 400 on name. */
async function nameTakenAsField<T>(write: Promise<T>): Promise<T> {
  try {
    return await write;
  } catch (error) {
    if (isUniqueViolation(error, "price_lists_name_lower_uq")) throw Invalid.field("name", m.nameTaken);
    throw error;
  }
}

async function checkNameFree(ctx: Ctx, name: string, exceptId?: number): Promise<void> {
  const sameName = sql`lower(${priceLists.name}) = lower(${name})`;
  const [row] = await ctx.db
    .select({ id: priceLists.id })
    .from(priceLists)
    .where(exceptId === undefined ? sameName : and(sameName, ne(priceLists.id, exceptId)))
    .limit(1);
  if (row) throw Invalid.field("name", m.nameTaken);
}

/** An entry as a row to write. */
export interface EntryRow {
  kind: PriceListEntryKind;
  productId: number | null;
  categoryId: number | null;
  fromCases: number | null;
  casePrice: string | null;
  percentOff: string | null;
}

function entryRowOf(entry: PriceListEntryInput): EntryRow {
  if (entry.kind === "category") return { kind: "category", productId: null, categoryId: entry.category, fromCases: null, casePrice: null, percentOff: entry.percent_off };
  return { kind: entry.kind, productId: entry.product, categoryId: null, fromCases: entry.kind === "break" ? entry.from_cases : null, casePrice: entry.case_price, percentOff: null };
}

/** The products and categories the list has entries for already: a trashed one may stay in it. */
export async function productsAndCategoriesOf(ctx: Ctx, priceListId: number | null): Promise<{ products: Set<number>; categories: Set<number> }> {
  const out = { products: new Set<number>(), categories: new Set<number>() };
  if (priceListId === null) return out;
  const rows = await ctx.db
    .select({ productId: priceListEntries.productId, categoryId: priceListEntries.categoryId })
    .from(priceListEntries)
    .where(eq(priceListEntries.priceListId, priceListId));
  for (const row of rows) {
    if (row.productId !== null) out.products.add(row.productId);
    if (row.categoryId !== null) out.categories.add(row.categoryId);
  }
  return out;
}

/**
 * Every product and category the entries name exists, and is not in the trash unless the list
 * already prices it (so a list saved back as it was read is accepted): a 400 naming each entry,
 * `entries.3.product`. Three queries, whatever the number of entries.
 */
async function checkEntryTargets(ctx: Ctx, entries: readonly PriceListEntryInput[], priceListId: number | null): Promise<void> {
  const productIds = [...new Set(entries.flatMap((e) => (e.kind === "category" ? [] : [e.product])))];
  const categoryIds = [...new Set(entries.flatMap((e) => (e.kind === "category" ? [e.category] : [])))];
  const foundProducts = productIds.length
    ? await ctx.db.select({ id: products.id, item: products.item, isDeleted: products.isDeleted }).from(products).where(sql`${products.id} = any(${intArray(productIds)}::int[])`)
    : [];
  const foundCategories = categoryIds.length
    ? await ctx.db.select({ id: categories.id, slug: categories.slug, isDeleted: categories.isDeleted }).from(categories).where(sql`${categories.id} = any(${intArray(categoryIds)}::int[])`)
    : [];
  const kept = await productsAndCategoriesOf(ctx, priceListId);
  const productById = new Map(foundProducts.map((p) => [p.id, p]));
  const categoryById = new Map(foundCategories.map((c) => [c.id, c]));
  const errors: Record<string, string[]> = {};
  entries.forEach((entry, index) => {
    if (entry.kind === "category") {
      const found = categoryById.get(entry.category);
      if (!found) errors[`entries.${index}.category`] = [m.unknownCategory(entry.category)];
      else if (found.isDeleted && !kept.categories.has(found.id)) errors[`entries.${index}.category`] = [m.trashedCategory(found.slug)];
    } else {
      const found = productById.get(entry.product);
      if (!found) errors[`entries.${index}.product`] = [m.unknownProduct(entry.product)];
      else if (found.isDeleted && !kept.products.has(found.id)) errors[`entries.${index}.product`] = [m.trashedProduct(found.item)];
    }
  });
  if (Object.keys(errors).length > 0) throw new Invalid(errors);
}

/** The period as it will be: a date the patch does not name keeps its stored value. */
function checkPeriod(validFrom: string | null, validTo: string | null, field: "valid_from" | "valid_to"): void {
  if (validFrom !== null && validTo !== null && validFrom > validTo) throw Invalid.field(field, m.periodOrder);
}

/** An entry as the audit log writes it (docs/audit.md): "ITEM: 12.00", "ITEM ≥5: 11.00", "slug: -10.00%". */
function entryLabel(entry: PriceListEntryView): string {
  if (entry.kind === "category") return `${entry.category_slug ?? `#${entry.category}`}: -${entry.percent_off}%`;
  const item = entry.item ?? `#${entry.product}`;
  return entry.kind === "break" ? `${item} ≥${entry.from_cases}: ${entry.case_price}` : `${item}: ${entry.case_price}`;
}

/** A list's own fields as its audit rows record them, its entries as `entries` (changed ones only, for an edit). */
function auditFields(list: PriceListDetail, entries: string[] = list.entries.map(entryLabel)) {
  return { name: list.name, valid_from: list.valid_from, valid_to: list.valid_to, entries };
}

/** Creates a list with its entries in one transaction; answers it whole. */
export async function createPriceList(ctx: Ctx, input: PriceListCreate): Promise<PriceListDetail> {
  requireAdmin(ctx.actor);
  return inTransaction(ctx, async (tx) => {
    await checkNameFree(tx, input.name);
    const entries = input.entries ?? [];
    await checkEntryTargets(tx, entries, null);
    const [row] = await nameTakenAsField(
      tx.db
        .insert(priceLists)
        .values({ name: input.name, validFrom: input.valid_from ?? null, validTo: input.valid_to ?? null })
        .returning({ id: priceLists.id }),
    );
    await insertEntries(tx, row.id, entries.map(entryRowOf));
    invalidateCatalog(tx, { priceLists: [row.id] });
    const created = await getPriceList(tx, row.id);
    await recordCreate(tx, "price_list", row.id, auditFields(created, listChange([], created.entries.map(entryLabel)).added));
    return created;
  });
}

/** Changes the fields the patch names; `entries` replaces every entry of the list. */
export async function updatePriceList(ctx: Ctx, id: number, patch: PriceListPatch): Promise<PriceListDetail> {
  requireAdmin(ctx.actor);
  return inTransaction(ctx, async (tx) => {
    const stored = await lockPriceList(tx, id);
    const set: Partial<typeof priceLists.$inferInsert> = {};
    if (patch.name !== undefined) {
      await checkNameFree(tx, patch.name, id);
      set.name = patch.name;
    }
    if (patch.valid_from !== undefined) set.validFrom = patch.valid_from;
    if (patch.valid_to !== undefined) set.validTo = patch.valid_to;
    checkPeriod(set.validFrom === undefined ? stored.validFrom : set.validFrom, set.validTo === undefined ? stored.validTo : set.validTo, patch.valid_to !== undefined ? "valid_to" : "valid_from");
    if (patch.entries !== undefined) await checkEntryTargets(tx, patch.entries, id);
    if (Object.keys(set).length === 0 && patch.entries === undefined) return getPriceList(tx, id);
    const was = await getPriceList(tx, id);
    await nameTakenAsField(tx.db.update(priceLists).set({ ...set, updatedAt: new Date() }).where(eq(priceLists.id, id)));
    if (patch.entries !== undefined) {
      await tx.db.delete(priceListEntries).where(eq(priceListEntries.priceListId, id));
      await insertEntries(tx, id, patch.entries.map(entryRowOf));
    }
    invalidateCatalog(tx, { priceLists: [id] });
    const now = await getPriceList(tx, id);
    const entries = listChange(was.entries.map(entryLabel), now.entries.map(entryLabel));
    await recordChange(tx, "price_list", id, auditFields(was, entries.removed), auditFields(now, entries.added));
    return now;
  });
}

/** Deletes a list and its entries; its customers buy at list prices again (users.price_list_id is set null). */
export async function deletePriceList(ctx: Ctx, id: number): Promise<void> {
  requireAdmin(ctx.actor);
  await inTransaction(ctx, async (tx) => {
    const was = await getPriceList(tx, id);
    const [row] = await tx.db.delete(priceLists).where(eq(priceLists.id, id)).returning({ id: priceLists.id });
    if (!row) throw new NotFound();
    const entries = listChange(was.entries.map(entryLabel), []).removed;
    await recordDelete(tx, "price_list", id, { ...auditFields(was, entries), customers: was.customers.map((c) => c.company || c.email) });
    invalidateCatalog(tx, { priceLists: [id] });
  });
}

/*
 * Assigning a list to a customer (lib/customers/profile.ts, PATCH /api/users/profile/{id}/ {price_list}).
 */

/**
 * The list to assign exists: a 400 on price_list otherwise. Locks its row against a deletion until
 * the assignment commits (the deletion then unassigns the customer), inside the caller's transaction.
 */
export async function lockAssignablePriceList(ctx: Ctx, id: number): Promise<void> {
  const [row] = await ctx.db.select({ id: priceLists.id }).from(priceLists).where(eq(priceLists.id, id)).for("share");
  if (!row) throw Invalid.field("price_list", m.unknownPriceList(id));
}

/** The list a user is assigned (in force or not), or null. */
export async function priceListRefOf(ctx: Ctx, userId: number): Promise<PriceListRef | null> {
  const [row] = await ctx.db
    .select({ id: priceLists.id, name: priceLists.name })
    .from(users)
    .innerJoin(priceLists, eq(priceLists.id, users.priceListId))
    .where(eq(users.id, userId));
  return row ?? null;
}

/*
 * Writing entries in bulk: one statement for any number of rows, the rows passed as one JSON
 * parameter (a 20,000-row import stays a single round trip and far from the 65,535 parameters a
 * statement may bind).
 */

/** Inserts new entries of the list. */
export async function insertEntries(ctx: Ctx, priceListId: number, rows: readonly EntryRow[]): Promise<void> {
  if (rows.length === 0) return;
  const json = JSON.stringify(rows.map((r) => ({ k: r.kind, p: r.productId, c: r.categoryId, f: r.fromCases, cp: r.casePrice, po: r.percentOff })));
  await ctx.db.execute(sql`
    insert into ${priceListEntries} (price_list_id, kind, product_id, category_id, from_cases, case_price, percent_off)
    select ${priceListId}, x.k, x.p, x.c, x.f, x.cp::numeric(12,2), x.po::numeric(5,2)
      from jsonb_to_recordset(${json}::jsonb) as x(k text, p int, c int, f int, cp text, po text)`);
}

/** Sets new prices on existing entries, by entry id. */
export async function updateEntryPrices(ctx: Ctx, updates: ReadonlyArray<{ id: number; casePrice: string | null; percentOff: string | null }>): Promise<void> {
  if (updates.length === 0) return;
  const json = JSON.stringify(updates.map((u) => ({ i: u.id, cp: u.casePrice, po: u.percentOff })));
  await ctx.db.execute(sql`
    update ${priceListEntries} e set case_price = x.cp::numeric(12,2), percent_off = x.po::numeric(5,2)
      from jsonb_to_recordset(${json}::jsonb) as x(i int, cp text, po text)
      where e.id = x.i`);
}

/** A list's entries keyed as entryKey keys them ("p:12", "b:12:5", "c:3"), with their prices. */
export async function storedEntries(ctx: Ctx, priceListId: number): Promise<Map<string, { id: number; casePrice: string | null; percentOff: string | null }>> {
  const rows = await ctx.db
    .select({
      id: priceListEntries.id,
      kind: priceListEntries.kind,
      productId: priceListEntries.productId,
      categoryId: priceListEntries.categoryId,
      fromCases: priceListEntries.fromCases,
      casePrice: priceListEntries.casePrice,
      percentOff: priceListEntries.percentOff,
    })
    .from(priceListEntries)
    .where(eq(priceListEntries.priceListId, priceListId));
  const out = new Map<string, { id: number; casePrice: string | null; percentOff: string | null }>();
  for (const row of rows) {
    const key = row.kind === "category" ? `c:${row.categoryId}` : row.kind === "break" ? `b:${row.productId}:${row.fromCases}` : `p:${row.productId}`;
    out.set(key, { id: row.id, casePrice: row.casePrice, percentOff: row.percentOff });
  }
  return out;
}
