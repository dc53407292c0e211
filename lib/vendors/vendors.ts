import "server-only";
import { and, asc, eq, ne, sql, type SQL } from "drizzle-orm";
import { vendors } from "@/db/schema";
import { requireAdmin } from "@/lib/identity/access";
import { inTransaction, type Ctx } from "@/lib/context/context";
import { invalidateCatalog } from "@/lib/catalog/catalog-cache";
import { isUniqueViolation } from "@/lib/errors/unique-violation";
import { Invalid, NotFound } from "@/lib/shared/errors/domain-errors";
import { translator } from "@/lib/i18n/translator";
import type { VendorInput, VendorListQuery, VendorPatch } from "@/lib/shared/vendors/schemas";
import { patchColumns } from "@/lib/shared/validation/patch-columns";
import { recordChange, recordCreate } from "@/lib/audit/audit-log";

/*
 * The companies the shop buys from (docs/product.md §3 Vendor, §7 vendors): staff list, search, add and
 * edit them; a product names its vendor by id. Admins only. Vendors are not part of the catalogue
 * anyone else sees, so their writes drop no catalogue cache.
 */

/** A vendor with the keys of docs/product.md §3. */
export interface VendorView {
  id: number;
  name: string;
  primary_contact: string;
  main_phone: string;
  fax: string;
  email: string;
}

const vendorColumns = {
  id: vendors.id,
  name: vendors.name,
  primaryContact: vendors.primaryContact,
  mainPhone: vendors.mainPhone,
  fax: vendors.fax,
  email: vendors.email,
};

type VendorRow = { id: number; name: string; primaryContact: string; mainPhone: string; fax: string; email: string };

function shapeVendor(row: VendorRow): VendorView {
  return { id: row.id, name: row.name, primary_contact: row.primaryContact, main_phone: row.mainPhone, fax: row.fax, email: row.email };
}

/** Part of a name, accents and case ignored (the same folding as the catalogue search); wildcards are literal. */
function nameMatches(term: string): SQL {
  const escaped = term.replace(/[\\%_]/g, (c) => `\\${c}`);
  return sql`shop_search_norm(${vendors.name}) like '%' || shop_search_norm(${escaped}) || '%'`;
}

/** Every vendor, or those whose name contains `search`, by name (Épicerie among the E's). */
export async function listVendors(ctx: Ctx, query: VendorListQuery = {}): Promise<VendorView[]> {
  requireAdmin(ctx.actor);
  const rows = await ctx.db
    .select(vendorColumns)
    .from(vendors)
    .where(query.search ? nameMatches(query.search) : undefined)
    .orderBy(asc(sql`shop_search_norm(${vendors.name})`), asc(vendors.id));
  return rows.map(shapeVendor);
}

export async function getVendor(ctx: Ctx, id: number): Promise<VendorView> {
  requireAdmin(ctx.actor);
  const [row] = await ctx.db.select(vendorColumns).from(vendors).where(eq(vendors.id, id));
  if (!row) throw new NotFound();
  return shapeVendor(row);
}

/** Refuses an unknown vendor before its edit is read (404 before 400). */
export async function assertVendorExists(ctx: Ctx, id: number): Promise<void> {
  await getVendor(ctx, id);
}

/** The unique index is the last word when two saves race past checkNameFree: still a 400 on name. */
async function nameTakenAsField<T>(ctx: Ctx, write: Promise<T>): Promise<T> {
  try {
    return await write;
  } catch (error) {
    if (isUniqueViolation(error, "vendors_name_lower_uq")) throw Invalid.field("name", translator(ctx.locale, "adminVendors")("nameTaken"));
    throw error;
  }
}

/** Two vendors with one name (case aside) would be one choice twice in the product form's vendor list. */
async function checkNameFree(ctx: Ctx, name: string, exceptId?: number): Promise<void> {
  const sameName = sql`lower(${vendors.name}) = lower(${name})`;
  const [row] = await ctx.db
    .select({ id: vendors.id })
    .from(vendors)
    .where(exceptId === undefined ? sameName : and(sameName, ne(vendors.id, exceptId)))
    .limit(1);
  if (row) throw Invalid.field("name", translator(ctx.locale, "adminVendors")("nameTaken"));
}

export async function createVendor(ctx: Ctx, input: VendorInput): Promise<VendorView> {
  requireAdmin(ctx.actor);
  return inTransaction(ctx, async (tx) => {
    await checkNameFree(tx, input.name);
    const [row] = await nameTakenAsField(
      tx,
      tx.db
        .insert(vendors)
        .values({
          name: input.name,
          primaryContact: input.primary_contact ?? "",
          mainPhone: input.main_phone ?? "",
          fax: input.fax ?? "",
          email: input.email ?? "",
        })
        .returning(vendorColumns),
    );
    const created = shapeVendor(row);
    await recordCreate(tx, "vendor", created.id, { ...created });
    return created;
  });
}

/** A vendor's fields by API name. */
const vendorSet = patchColumns<VendorPatch, typeof vendors.$inferInsert>({
  name: "name",
  primary_contact: "primaryContact",
  main_phone: "mainPhone",
  fax: "fax",
  email: "email",
});

/** Changes the fields the patch names; the others keep their value. */
export async function updateVendor(ctx: Ctx, id: number, patch: VendorPatch): Promise<VendorView> {
  requireAdmin(ctx.actor);
  return inTransaction(ctx, async (tx) => {
    const columns = vendorSet(patch);
    if (Object.keys(columns).length === 0) return getVendor(tx, id);
    const was = await getVendor(tx, id);
    if (columns.name !== undefined) await checkNameFree(tx, columns.name, id);
    const [row] = await nameTakenAsField(tx, tx.db.update(vendors).set({ ...columns, updatedAt: new Date() }).where(eq(vendors.id, id)).returning(vendorColumns));
    if (!row) throw new NotFound();
    // Staff see a product's vendor by name on its page.
    if (columns.name !== undefined) invalidateCatalog(tx, { vendors: true });
    const now = shapeVendor(row);
    await recordChange(tx, "vendor", id, { ...was }, { ...now });
    return now;
  });
}
