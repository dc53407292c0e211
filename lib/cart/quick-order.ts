import "server-only";
import { and, asc, eq, inArray, or, sql } from "drizzle-orm";
import { cartItems, products } from "@/db/schema";
import { inTransaction, type Ctx } from "@/lib/context/context";
import { requireUser, requireVerified } from "@/lib/identity/access";
import { audienceOf, mayAddToCart } from "@/lib/shared/accounts/actor";
import { Invalid } from "@/lib/shared/errors/domain-errors";
import { translator } from "@/lib/i18n/translator";
import type { Translator } from "@/lib/shared/i18n/translator-type";
import { centsToDecimal, toCents } from "@/lib/shared/pricing/money";
import { casePriceCents, priceLine, priceOrder } from "@/lib/shared/pricing/pricing";
import { storedLine } from "@/lib/shared/pricing/stored-line";
import { actorPriceList, termsFor, type TermsByProduct } from "@/lib/pricing/price-list-terms";
import { productColumns, searchCondition } from "@/lib/catalog/product-list";
import { audienceContext, PRODUCT_LISTS, tagCatalog } from "@/lib/catalog/catalog-cache";
import { shapeProduct, type ProductPrices, type ProductPublic, type ProductReader } from "@/lib/catalog/product-view";
import { growCartLines, MAX_LINE_UNITS, readCart, type Cart } from "./cart";
import { parseQuickOrder, type LineProblem, type ParsedLine } from "@/lib/shared/cart/quick-order-lines";
import { profileProvinceOf, taxOrder } from "@/lib/orders/order-taxes";
import { taxViews, type TaxView } from "@/lib/shared/pricing/sales-taxes";
import { DEFAULT_LOCALE } from "@/lib/shared/i18n/locales";

/*
 * Quick order (issue 14 point 5): item codes or barcodes with case counts, resolved to products
 * and priced (the preview), then added to the cart in one transaction through the cart's own
 * rules: whole cases (cases × today's box_quantity), stock for customers (docs/product.md §4: staff may
 * order any active product), verification. Two lines for the same product are merged into the
 * first one. A code is an item code (any case) first, else a barcode.
 */

/** The most units one cart line may hold (the cart's typed quantity has the same bound). */

export type QuickOrderStatus = "ready" | "merged" | LineProblem | "unknown" | "ambiguous" | "trashed" | "out-of-stock" | "too-many-units";

/** A product a name could mean (staff only: an ambiguous name lists them so the line can be fixed). */
export interface QuickOrderCandidate {
  id: number;
  item: string;
  name: string;
  box_quantity: number;
  stock: boolean;
}

/** A line's product, as the catalogue shapes it (lib/catalog/product-view.ts), with its case price. */
export type QuickOrderProduct = Omit<ProductPublic, "categories"> &
  Pick<ProductPrices, "price" | "discounted_price"> & {
    /** What a case costs the buyer (discounted_price × box_quantity, or their price list's case price). */
    case_price: string;
    /** With a price list (issue 30): the list price per unit, against which `price` is theirs. */
    list_price?: string;
  };

export interface QuickOrderLine {
  line: number;
  input: string;
  code: string;
  /** Cases asked for on this line (null when the line cannot be read). */
  cases: number | null;
  status: QuickOrderStatus;
  /** Why the line cannot be added, in words; null for ready and merged lines. */
  error: string | null;
  product: QuickOrderProduct | null;
  /** A ready line: cases of this line and of the lines merged into it, and what they come to. */
  total_cases: number | null;
  quantity: number | null;
  free_quantity: number | null;
  line_total: string | null;
  /** A ready line: the lines merged into it. A merged line: the line it went to. */
  merged_lines: number[];
  merged_into: number | null;
  /** Staff only: "name" when the code was no item code or barcode and was read as a product name. */
  matched_by?: "name";
  /** Staff only, an ambiguous name: the products it could mean (at most NAME_CANDIDATES). */
  candidates?: QuickOrderCandidate[];
}

export interface QuickOrderPreview {
  lines: QuickOrderLine[];
  /** Ready lines (one per product). */
  ready: number;
  /** Lines that cannot be added. */
  problems: number;
  /** The ready lines priced together (today's prices; the cart recomputes them with its other lines). */
  subtotal: string;
  tax: string;
  /** Each tax for the buyer's province (as the cart taxes it). */
  taxes: TaxView[];
  grand_total: string;
}

type ProductRecord = Awaited<ReturnType<typeof selectByCodes>>[number];

function selectByCodes(ctx: Ctx, lowered: string[], exact: string[]) {
  return ctx.db
    .select(productColumns)
    .from(products)
    .where(or(inArray(sql`lower(${products.item})`, lowered), inArray(products.barcode, exact)));
}

/** The products the codes name: by item code (case-insensitive), else by barcode; active ones first. */
async function productsByCode(ctx: Ctx, codes: string[]): Promise<Map<string, ProductRecord>> {
  const found = new Map<string, ProductRecord>();
  if (codes.length === 0) return found;
  const lowered = [...new Set(codes.map((c) => c.toLowerCase()))];
  const exact = [...new Set(codes)];
  const rows = await selectByCodes(ctx, lowered, exact);
  const byItem = new Map(rows.map((r) => [r.item.toLowerCase(), r]));
  // A barcode shared by several products names the active one first, then the lowest id.
  const byBarcode = new Map<string, ProductRecord>();
  for (const r of [...rows].sort((a, b) => Number(a.isDeleted) - Number(b.isDeleted) || a.id - b.id)) {
    if (r.barcode !== null && !byBarcode.has(r.barcode)) byBarcode.set(r.barcode, r);
  }
  for (const code of exact) {
    const product = byItem.get(code.toLowerCase()) ?? byBarcode.get(code);
    if (product) found.set(code, product);
  }
  return found;
}

/** How many products an ambiguous name lists. */
export const NAME_CANDIDATES = 5;

/**
 * Staff only (docs/product.md §2 /cart-admin quick entry): codes that are no item code or barcode,
 * read as a product name: every word of it in the active product's name, item code or barcode
 * (the catalogue search, case- and accent-insensitive). A name equal to one product's name is
 * that product; otherwise the closest few, shortest names first.
 */
async function productsByName(ctx: Ctx, names: string[]): Promise<Map<string, ProductRecord[]>> {
  const found = new Map<string, ProductRecord[]>();
  for (const name of new Set(names)) {
    const words = name.split(/\s+/).filter(Boolean);
    if (words.length === 0) continue;
    const rows = await ctx.db
      .select(productColumns)
      .from(products)
      .where(and(eq(products.isDeleted, false), ...words.map(searchCondition)))
      .orderBy(sql`(shop_search_norm(${products.name}) = shop_search_norm(${name})) desc`, asc(sql`length(${products.name})`), asc(products.id))
      .limit(NAME_CANDIDATES + 1);
    found.set(name, rows);
  }
  return found;
}

const candidateOf = (r: ProductRecord): QuickOrderCandidate => ({ id: r.id, item: r.item, name: r.name, box_quantity: r.boxQuantity, stock: r.stock });

/** A name's one product: the only match, or the one whose name it is exactly. */
function nameMatch(name: string, rows: ProductRecord[]): ProductRecord | null {
  if (rows.length === 1) return rows[0];
  const norm = (s: string) => s.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase().trim();
  const exact = rows.filter((r) => norm(r.name) === norm(name));
  return exact.length === 1 ? exact[0] : null;
}

/** The product as the catalogue shows it to this actor (who may use a cart, so sees prices). */
function lineProduct(reader: ProductReader, r: ProductRecord, terms: TermsByProduct | null): QuickOrderProduct {
  const view = shapeProduct(reader, r, [], undefined, terms === null ? undefined : (terms.get(r.id) ?? {}));
  if (view.price === undefined || view.discounted_price === undefined) throw new Error("a cart's products are priced for its owner");
  return {
    id: view.id,
    item: view.item,
    name: view.name,
    slug: view.slug,
    image: view.image,
    barcode: view.barcode,
    box_quantity: view.box_quantity,
    stock: view.stock,
    price: view.price,
    discounted_price: view.discounted_price,
    case_price: view.case_price ?? centsToDecimal(casePriceCents(toCents(view.discounted_price), view.box_quantity)),
    ...(view.list_price === undefined ? {} : { list_price: view.list_price }),
    sales_tax_code: view.sales_tax_code,
    actions: view.actions,
  };
}

/** Why a quick order line cannot be added, in the caller's language (also the 400 of the add call, with the line number). */
type LineErrors = Translator<"quickOrderLineErrors">;

function errorText(errors: LineErrors, status: QuickOrderStatus, code: string, byName = false): string | null {
  switch (status) {
    case "ready":
    case "merged":
      return null;
    case "unknown":
      return byName ? errors("unknownName", { code }) : errors("unknown", { code });
    case "ambiguous":
      return errors("ambiguous", { name: code });
    default:
      return errors(status);
  }
}

function blankLineIn(errors: LineErrors, parsed: ParsedLine, status: QuickOrderStatus, product: QuickOrderProduct | null, byName = false): QuickOrderLine {
  return {
    line: parsed.line,
    input: parsed.input,
    code: parsed.code,
    cases: parsed.cases,
    status,
    error: errorText(errors, status, parsed.code, byName),
    product,
    total_cases: null,
    quantity: null,
    free_quantity: null,
    line_total: null,
    merged_lines: [],
    merged_into: null,
  };
}

/**
 * Each line resolved and priced. `inCart` (units already in the cart per product) bounds a line so
 * that the cart line it grows stays storable.
 */
async function resolve(ctx: Ctx, text: string, inCart: Map<number, number> = new Map()): Promise<QuickOrderPreview> {
  const audience = audienceOf(ctx.actor);
  const errors = translator(ctx.locale, "quickOrderLineErrors");
  const blankLine = (parsed: ParsedLine, status: QuickOrderStatus, product: QuickOrderProduct | null, byName = false) => blankLineIn(errors, parsed, status, product, byName);
  const parsed = parseQuickOrder(text);
  const found = await productsByCode(ctx, parsed.filter((p) => p.problem === null).map((p) => p.code));
  // Staff may name a product instead (customers keep to codes: their quick order is unchanged).
  const byName = audience === "admin" ? await productsByName(ctx, parsed.filter((p) => p.problem === null && !found.has(p.code)).map((p) => p.code)) : null;
  // Priced as the buyer's cart is: under their price list (issue 30).
  const priceList = actorPriceList(ctx);
  const terms = priceList === null ? null : await termsFor(ctx, priceList, [...found.values()].map((r) => r.id));
  const shape = (r: ProductRecord) => lineProduct(ctx, r, terms);
  const lines: QuickOrderLine[] = [];
  const firstOf = new Map<number, QuickOrderLine>();
  const records = new Map<number, ProductRecord>();
  for (const p of parsed) {
    if (p.problem !== null) {
      lines.push(blankLine(p, p.problem, null));
      continue;
    }
    const named = byName?.get(p.code) ?? [];
    const match = byName && !found.has(p.code) ? nameMatch(p.code, named) : null;
    const product = found.get(p.code) ?? match;
    if (!product && byName && named.length > 1) {
      lines.push({ ...blankLine(p, "ambiguous", null, true), candidates: named.slice(0, NAME_CANDIDATES).map(candidateOf) });
      continue;
    }
    if (!product) lines.push(blankLine(p, "unknown", null, byName !== null));
    // A customer never learns what is in the trash: for them it is an unknown code, as in the catalogue.
    else if (product.isDeleted) lines.push(audience === "admin" ? blankLine(p, "trashed", shape(product)) : blankLine(p, "unknown", null));
    else if (!mayAddToCart(audience, product)) lines.push(blankLine(p, "out-of-stock", shape(product)));
    else {
      const first = firstOf.get(product.id);
      if (first) {
        lines.push({ ...blankLine(p, "merged", shape(product)), merged_into: first.line });
        first.merged_lines.push(p.line);
        first.total_cases = (first.total_cases ?? 0) + (p.cases ?? 0);
      } else {
        const line: QuickOrderLine = { ...blankLine(p, "ready", shape(product)), total_cases: p.cases, ...(match ? { matched_by: "name" as const } : {}) };
        firstOf.set(product.id, line);
        records.set(product.id, product);
        lines.push(line);
      }
    }
  }
  // Price the ready lines with their merged cases; a line too big for a cart line is refused.
  for (const [id, line] of firstOf) {
    const record = records.get(id)!;
    const units = (line.total_cases ?? 0) * record.boxQuantity;
    if (units + (inCart.get(id) ?? 0) > MAX_LINE_UNITS) {
      line.status = "too-many-units";
      line.error = errors("too-many-units");
      firstOf.delete(id);
      continue;
    }
    const priced = priceLine(storedLine(record, units, terms?.get(id)));
    line.quantity = units;
    line.free_quantity = priced.freeQuantity;
    line.line_total = centsToDecimal(priced.lineTotalCents);
  }
  const readyRecords = [...firstOf.entries()];
  const order = priceOrder(readyRecords.map(([id, line]) => storedLine(records.get(id)!, line.quantity ?? 0, terms?.get(id))));
  // Taxed as the cart is: for the buyer's own province of delivery (docs/taxes.md).
  const userId = requireUser(ctx.actor).id;
  const classes = readyRecords.map(([id]) => records.get(id)!.provincialTaxClass);
  const taxed = await taxOrder(ctx, order, classes, { customerId: userId, state: await profileProvinceOf(ctx, userId), placedAt: new Date() });
  const problems = lines.filter((l) => l.status !== "ready" && l.status !== "merged").length;
  return {
    lines,
    ready: readyRecords.length,
    problems,
    subtotal: centsToDecimal(taxed.subtotalCents),
    tax: centsToDecimal(taxed.taxes.totalCents),
    taxes: taxViews(taxed.taxes.lines, ctx.locale ?? DEFAULT_LOCALE),
    grand_total: centsToDecimal(taxed.grandTotalCents),
  };
}

/** The lines resolved to products and priced, or what is wrong with each; changes nothing. */
export async function previewQuickOrder(ctx: Ctx, text: string): Promise<QuickOrderPreview> {
  const actor = requireVerified(ctx.actor);
  // What the cart holds already counts toward a line's limit, as it will when the lines are added.
  const existing = await ctx.db.select({ productId: cartItems.productId, quantity: cartItems.quantity }).from(cartItems).where(eq(cartItems.userId, actor.id));
  return resolve(ctx, text, new Map(existing.map((e) => [e.productId, e.quantity])));
}

export interface QuickOrderAdded {
  cart: Cart;
  added: Array<{ id: number; name: string; cases: number; quantity: number }>;
}

/**
 * Adds every line to the cart in one transaction (each grows the product's cart line by its
 * cases), or nothing: a line that cannot be added is a 400 naming it ("Line 3: …").
 */
export async function addQuickOrder(ctx: Ctx, text: string): Promise<QuickOrderAdded> {
  const actor = requireVerified(ctx.actor);
  return inTransaction(ctx, async (tx) => {
    const existing = await tx.db
      .select({ productId: cartItems.productId, quantity: cartItems.quantity })
      .from(cartItems)
      .where(eq(cartItems.userId, actor.id))
      .for("update");
    const preview = await resolve(tx, text, new Map(existing.map((e) => [e.productId, e.quantity])));
    const errors = translator(ctx.locale, "quickOrderLineErrors");
    const refused = preview.lines.filter((l) => l.error !== null);
    if (refused.length > 0) throw new Invalid({ text: refused.map((l) => errors("onLine", { line: l.line, message: l.error! })) });
    const ready = preview.lines.filter((l) => l.status === "ready");
    if (ready.length === 0) throw Invalid.field("text", errors("nothingToAdd"));
    // Checked again where it is written: another request may have grown a line meanwhile.
    const lines = ready.map((l) => ({ productId: l.product!.id, units: l.quantity! }));
    if (!(await growCartLines(tx, actor.id, lines))) throw Invalid.field("text", errors("too-many-units"));
    return {
      cart: await readCart(tx),
      added: ready.map((l) => ({ id: l.product!.id, name: l.product!.name, cases: l.total_cases!, quantity: l.quantity! })),
    };
  });
}

/**
 * Item codes for the quick order's example (its hint and placeholder): the first in-stock active
 * products by name whose code is one word, so the example reads as a line the box takes. Public
 * (no price), cached with the product lists; none while the catalogue is empty.
 */
export async function quickOrderExampleCodes(): Promise<string[]> {
  "use cache";
  tagCatalog(PRODUCT_LISTS);
  const ctx = await audienceContext("visitor");
  const rows = await ctx.db
    .select({ item: products.item })
    .from(products)
    .where(and(eq(products.isDeleted, false), eq(products.stock, true), sql`${products.item} ~ '^[^\\s,;]+$'`))
    .orderBy(asc(products.name), asc(products.id))
    .limit(2);
  return rows.map((row) => row.item);
}
