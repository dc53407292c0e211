import "server-only";
import { and, eq, inArray, ne, sql } from "drizzle-orm";
import { categories, productCategories, products, vendors } from "@/db/schema";
import { requireAdmin } from "@/lib/identity/access";
import { inTransaction, type Ctx } from "@/lib/context/context";
import { Invalid, NotFound } from "@/lib/shared/errors/domain-errors";
import { isUniqueViolation } from "@/lib/errors/unique-violation";
import { productErrorMessages as messages } from "@/lib/shared/messages/errors-products";
import { invalidateCatalog } from "./catalog-cache";
import { productColumns } from "./product-list";
import { deleteIfUnused, releaseProductImage, storeProductImage } from "./product-image";
import type { ProductFields, ProductPatch } from "@/lib/shared/catalog/product-schemas";
import { shapeProduct, type ProductView } from "./product-view";
import { slugify } from "@/lib/shared/catalog/slug";
import { patchColumns } from "@/lib/shared/validation/patch-columns";
import { allocateSlug, withSlugRetry, type SlugTable } from "./slug-allocation";
import { NO_STOCK, setStockLevel, stockLevels } from "./stock";
import { recordChange, recordCreate, recordDelete, withoutKeys } from "@/lib/audit/audit-log";
import { emitWebhookEvent, webhookReader } from "@/lib/webhooks/events";

/*
 * The back office's product writes (docs/product.md §4 Product, §7 product details): create, edit, trash,
 * restore and permanent deletion, admins only. Each is one transaction; the uploaded picture is
 * stored before it (and removed again if the transaction fails), an old picture only after it
 * commits. Every write drops the catalogue caches.
 */

/** A product as the edit form shows it: the admin view plus its main category and subcategory. */
export interface ProductForEdit {
  product: ProductView;
  mainCategoryId: number | null;
  subcategoryId: number | null;
}

export interface PermanentlyDeleted {
  id: number;
  permanently_deleted: true;
}

/** The product as its audit rows record it (docs/audit.md): the staff view, less the price derived from two others. */
const auditFields = (view: ProductView) => withoutKeys(view, "discounted_price");

/** What an edit did, as the audit log names it: Move to trash, Restore, or an edit. */
const editAction = (was: ProductView, now: ProductView) => (!was.is_deleted && now.is_deleted ? "trash" : was.is_deleted && !now.is_deleted ? "restore" : "update");

async function readProduct(ctx: Ctx, id: number): Promise<ProductView> {
  const [row] = await ctx.db.select(productColumns).from(products).where(eq(products.id, id));
  if (!row) throw new NotFound();
  const links = await ctx.db.select({ id: productCategories.categoryId }).from(productCategories).where(eq(productCategories.productId, id));
  const stock = (await stockLevels(ctx, [id])).get(id) ?? NO_STOCK;
  return shapeProduct(ctx, row, links.map((l) => l.id), stock);
}

/** One product with every staff field, trashed or not (the edit screen). */
export async function getProductForEdit(ctx: Ctx, id: number): Promise<ProductForEdit> {
  requireAdmin(ctx.actor);
  const product = await readProduct(ctx, id);
  const ids = product.categories.map((c) => c.id);
  const rows = ids.length
    ? await ctx.db.select({ id: categories.id, parentId: categories.parentId }).from(categories).where(inArray(categories.id, ids))
    : [];
  const main = rows.find((c) => c.parentId === null) ?? null;
  const sub = rows.find((c) => c.parentId !== null && (main === null || c.parentId === main.id)) ?? null;
  return { product, mainCategoryId: main?.id ?? sub?.parentId ?? null, subcategoryId: sub?.id ?? null };
}

/** The main category must be an active top-level category; the subcategory an active child of it. */
async function checkCategories(ctx: Ctx, cat: { main: number; sub: number | null }): Promise<number[]> {
  const ids = cat.sub === null ? [cat.main] : [cat.main, cat.sub];
  const rows = await ctx.db
    .select({ id: categories.id, parentId: categories.parentId, isDeleted: categories.isDeleted })
    .from(categories)
    .where(inArray(categories.id, ids));
  const main = rows.find((r) => r.id === cat.main);
  if (!main || main.isDeleted) throw Invalid.field("cat", messages.unknownCategory);
  if (main.parentId !== null) throw Invalid.field("cat", messages.mainIsSub);
  if (cat.sub !== null) {
    const sub = rows.find((r) => r.id === cat.sub);
    if (!sub || sub.isDeleted) throw Invalid.field("cat", messages.unknownCategory);
    if (sub.parentId !== cat.main) throw Invalid.field("cat", messages.notASubcategory);
  }
  return ids;
}

async function checkVendor(ctx: Ctx, vendorId: number | null): Promise<void> {
  if (vendorId === null) return;
  const [row] = await ctx.db.select({ id: vendors.id }).from(vendors).where(eq(vendors.id, vendorId));
  if (!row) throw Invalid.field("vendor", messages.unknownVendor);
}

async function checkItemFree(ctx: Ctx, item: string, exceptId?: number): Promise<void> {
  const conditions = [sql`lower(${products.item}) = lower(${item})`];
  if (exceptId !== undefined) conditions.push(ne(products.id, exceptId));
  const [row] = await ctx.db.select({ id: products.id }).from(products).where(and(...conditions)).limit(1);
  if (row) throw Invalid.field("item", messages.itemTaken);
}

/** Where products keep their slugs (lib/catalog/slug-allocation.ts). */
const productSlugs: SlugTable = {
  table: products,
  id: products.id,
  slug: products.slug,
  constraint: "products_slug_uq",
  stem: (name) => slugify(name).slice(0, 180) || "product",
  taken: messages.slugTaken,
};

/** A write's refusal by the item code's unique index (a check before it lost a race): a 400 on `item`. */
function itemTakenAsField(error: unknown): never {
  if (isUniqueViolation(error, "products_item_uq")) throw Invalid.field("item", messages.itemTaken);
  throw error;
}

/** The product form's fields that are plain columns, by API name (the others: slug, cat, image, stock levels). */
const columnsOf = patchColumns<ProductFields, typeof products.$inferInsert>({
  item: "item",
  name: "name",
  name_fr: "nameFr",
  price: "price",
  cost: "cost",
  special: "special",
  barcode: "barcode",
  box_quantity: "boxQuantity",
  stock: "stock",
  sales_tax_code: "salesTaxCode",
  purchase_tax_code: "purchaseTaxCode",
  provincial_tax_class: "provincialTaxClass",
  ordering: "ordering",
  actions: "actions",
  vendor: "vendorId",
});

async function setCategories(ctx: Ctx, productId: number, ids: number[]): Promise<void> {
  await ctx.db.delete(productCategories).where(eq(productCategories.productId, productId));
  await ctx.db.insert(productCategories).values(ids.map((categoryId) => ({ productId, categoryId })));
}

/** Stores the uploaded picture, runs `work` with its key, and removes the picture again if `work` fails. */
async function withUploadedImage<T>(image: File | undefined, baseName: string, work: (key: string | undefined) => Promise<T>): Promise<T> {
  const key = image ? await storeProductImage(image, baseName) : undefined;
  try {
    return await work(key);
  } catch (error) {
    if (key) await deleteIfUnused(key);
    throw error;
  }
}

/** POST /api/products/product/details/: a new product, in its categories, with its stock level. */
export async function createProduct(ctx: Ctx, fields: ProductFields): Promise<ProductView> {
  requireAdmin(ctx.actor);
  const categoryIds = await checkCategories(ctx, fields.cat);
  await checkVendor(ctx, fields.vendor);
  await checkItemFree(ctx, fields.item);
  const result = await withUploadedImage(fields.image, slugify(fields.name), (image) =>
    withSlugRetry(ctx, productSlugs, !fields.slug, () =>
      inTransaction(ctx, async (tx) => {
        const slug = await allocateSlug(tx, productSlugs, fields.slug, fields.name);
        const [{ id }] = await tx.db
          .insert(products)
          .values({ ...columnsOf(fields), item: fields.item, name: fields.name, price: fields.price, slug, image: image ?? null })
          .returning({ id: products.id })
          .catch(itemTakenAsField);
        await setCategories(tx, id, categoryIds);
        await setStockLevel(tx, id, { quantity: fields.quantity, needToReorderBelow: fields.need_to_reorder_below });
        const created = await readProduct(tx, id);
        await recordCreate(tx, "product", id, auditFields(created));
        await emitWebhookEvent(tx, "product.changed", () => readProduct(webhookReader(tx), id));
        return created;
      }),
    ),
  );
  invalidateCatalog(ctx, { productIds: [result.id] });
  return result;
}

async function currentRow(ctx: Ctx, id: number) {
  const [row] = await ctx.db
    .select({ id: products.id, name: products.name, image: products.image, isDeleted: products.isDeleted })
    .from(products)
    .where(eq(products.id, id))
    .for("update");
  if (!row) throw new NotFound();
  return row;
}

/**
 * PATCH /api/products/product/details/{id}/: an edit of any fields (a new picture replaces the old
 * one), Move to trash ({is_deleted: true}), Restore ({is_deleted: false}, which also puts the
 * product back in stock unless `stock` says otherwise), or {permanently_deleted: true}.
 */
export async function updateProduct(ctx: Ctx, id: number, patch: ProductPatch): Promise<ProductView | PermanentlyDeleted> {
  requireAdmin(ctx.actor);
  if (patch.permanently_deleted) return deleteProductForever(ctx, id, patch);
  const categoryIds = patch.cat ? await checkCategories(ctx, patch.cat) : undefined;
  if (patch.vendor !== undefined) await checkVendor(ctx, patch.vendor);
  if (patch.item !== undefined) await checkItemFree(ctx, patch.item, id);
  const result = await withUploadedImage(patch.image, slugify(patch.name ?? ""), (image) =>
    withSlugRetry(ctx, productSlugs, patch.slug === "", () =>
      inTransaction(ctx, async (tx) => {
        const before = await currentRow(tx, id);
        const was = await readProduct(tx, id);
        const columns = columnsOf(patch);
        // A slug sent blank is derived from the name again; a rename alone keeps the product's URL.
        if (patch.slug !== undefined) columns.slug = await allocateSlug(tx, productSlugs, patch.slug, patch.name ?? before.name, id);
        if (patch.is_deleted !== undefined) {
          columns.isDeleted = patch.is_deleted;
          if (before.isDeleted && !patch.is_deleted && patch.stock === undefined) columns.stock = true;
        }
        if (image) columns.image = image;
        // New categories count as an edit of the product (updated_at: the sitemap's lastmod).
        if (Object.keys(columns).length > 0 || categoryIds) {
          await tx.db.update(products).set({ ...columns, updatedAt: new Date() }).where(eq(products.id, id)).catch(itemTakenAsField);
        }
        if (categoryIds) await setCategories(tx, id, categoryIds);
        if (patch.quantity !== undefined || patch.need_to_reorder_below !== undefined) {
          await setStockLevel(tx, id, { quantity: patch.quantity, needToReorderBelow: patch.need_to_reorder_below });
        }
        if (image && before.image !== image) releaseProductImage(tx, before.image);
        const now = await readProduct(tx, id);
        await recordChange(tx, "product", id, auditFields(was), auditFields(now), editAction(was, now));
        if (JSON.stringify(was) !== JSON.stringify(now)) await emitWebhookEvent(tx, "product.changed", () => readProduct(webhookReader(tx), id));
        return now;
      }),
    ),
  );
  invalidateCatalog(ctx, { productIds: [id] });
  return result;
}

/**
 * Permanent deletion (docs/product.md §4): the product leaves every list for good; past orders keep their
 * snapshot of it (order_items.product_id becomes null) and the picture their lines show. Only a
 * product in the trash can be deleted, so that one click never removes a product on sale.
 */
async function deleteProductForever(ctx: Ctx, id: number, patch: ProductPatch): Promise<PermanentlyDeleted> {
  const others = Object.entries(patch).filter(([key, value]) => key !== "permanently_deleted" && value !== undefined);
  if (others.length > 0) throw Invalid.field("permanently_deleted", messages.permanentlyDeletedOnly);
  await inTransaction(ctx, async (tx) => {
    const before = await currentRow(tx, id);
    if (!before.isDeleted) throw Invalid.field("permanently_deleted", messages.trashFirst);
    await recordDelete(tx, "product", id, auditFields(await readProduct(tx, id)));
    await tx.db.delete(products).where(eq(products.id, id));
    await emitWebhookEvent(tx, "product.changed", { id, permanently_deleted: true });
    releaseProductImage(tx, before.image);
  });
  invalidateCatalog(ctx, { productIds: [id] });
  return { id, permanently_deleted: true };
}
