import "server-only";
import { and, asc, eq, inArray, isNull, ne } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { categories } from "@/db/schema";
import { requireAdmin } from "@/lib/identity/access";
import { inTransaction, type Ctx } from "@/lib/context/context";
import { Invalid, NotFound, nullIfNotFound } from "@/lib/shared/errors/domain-errors";
import { translator } from "@/lib/i18n/translator";
import { parseId } from "@/lib/shared/validation/ids";
import { invalidateCatalog } from "./catalog-cache";
import type { CategoryView } from "./categories";
import { CATEGORY_SLUG_MAX, type CategoryInput, type CategoryPatch } from "@/lib/shared/catalog/category-schemas";
import { slugify } from "@/lib/shared/catalog/slug";
import { allocateSlug, withSlugRetry, type SlugTable } from "./slug-allocation";
import { patchColumns } from "@/lib/shared/validation/patch-columns";
import { recordChange, recordCreate } from "@/lib/audit/audit-log";

/*
 * The back office's category writes (docs/product.md §2 admin categories, §4 Category, §7 category
 * details), admins only: create, edit (name, slug, parent), Move to trash and Restore. Rules:
 * - the slug is the one sent (which must be free), else the name's (docs/product.md §5) made unique with
 *   _2, _3…;
 * - the tree keeps the two levels the shop shows: a parent is an existing, active, top-level
 *   category; a category is never its own ancestor; one with subcategories stays at the top level;
 * - trashing sets this category's flag only (see categories.ts for how its subcategories follow).
 * The rows a rule reads are locked in id order inside the write's transaction, so two concurrent
 * edits cannot together build a third level. Every write drops the catalogue caches.
 */

/** What the add and edit screens need: the category (edit), the parents to offer, and whether it has subcategories. */
export interface CategoryFormData {
  category: CategoryView | null;
  parents: Array<{ id: number; name: string }>;
  hasSubcategories: boolean;
}

const parent = alias(categories, "parent");

const MAX_ANCESTORS = 64;

/** One category as the API answers it, trashed or not. */
export async function getCategory(ctx: Ctx, id: number): Promise<CategoryView> {
  requireAdmin(ctx.actor);
  const [row] = await ctx.db
    .select({ id: categories.id, name: categories.name, nameFr: categories.nameFr, slug: categories.slug, isDeleted: categories.isDeleted, parentId: parent.id, parentName: parent.name })
    .from(categories)
    .leftJoin(parent, eq(parent.id, categories.parentId))
    .where(eq(categories.id, id));
  if (!row) throw new NotFound();
  return {
    id: row.id,
    name: row.name,
    name_fr: row.nameFr,
    slug: row.slug,
    parent_category: row.parentId === null ? null : { id: row.parentId, name: row.parentName ?? "" },
    is_deleted: row.isDeleted,
  };
}

/** Refuses an unknown category before its edit is read (404 before 400). */
export async function assertCategoryExists(ctx: Ctx, id: number): Promise<void> {
  await getCategory(ctx, id);
}

/**
 * The add screen (no id) or the edit screen of a path segment; null when there is no such category
 * (the page's 404). The parents offered: active top-level categories but this one.
 */
export async function categoryFormData(ctx: Ctx, rawId?: string): Promise<CategoryFormData | null> {
  requireAdmin(ctx.actor);
  let category: CategoryView | null = null;
  if (rawId !== undefined) {
    const id = parseId(rawId);
    if (id === null) return null;
    category = await nullIfNotFound(getCategory(ctx, id));
    if (category === null) return null;
  }
  const self = category?.id;
  const parents = await ctx.db
    .select({ id: categories.id, name: categories.name })
    .from(categories)
    .where(and(isNull(categories.parentId), eq(categories.isDeleted, false), self === undefined ? undefined : ne(categories.id, self)))
    .orderBy(asc(categories.name), asc(categories.id));
  const hasSubcategories = self === undefined ? false : await hasChildren(ctx, self);
  return { category, parents, hasSubcategories };
}

async function hasChildren(ctx: Ctx, id: number): Promise<boolean> {
  const [row] = await ctx.db.select({ id: categories.id }).from(categories).where(eq(categories.parentId, id)).limit(1);
  return row !== undefined;
}

interface LockedRow {
  id: number;
  name: string;
  parentId: number | null;
  isDeleted: boolean;
}

/** Reads and locks the rows, in id order (a fixed order, so two writers never deadlock). */
async function lockRows(ctx: Ctx, ids: number[]): Promise<Map<number, LockedRow>> {
  const unique = [...new Set(ids)].sort((a, b) => a - b);
  const rows = await ctx.db
    .select({ id: categories.id, name: categories.name, parentId: categories.parentId, isDeleted: categories.isDeleted })
    .from(categories)
    .where(inArray(categories.id, unique))
    .orderBy(asc(categories.id))
    .for("update");
  return new Map(rows.map((r) => [r.id, r]));
}

/** True when `id` is `start` or one of its ancestors (walking up from `start`). */
async function isAncestorOrSelf(ctx: Ctx, id: number, start: LockedRow): Promise<boolean> {
  let current: number | null = start.id;
  let parentId: number | null = start.parentId;
  for (let steps = 0; current !== null && steps < MAX_ANCESTORS; steps++) {
    if (current === id) return true;
    current = parentId;
    if (current === null) break;
    const [row] = await ctx.db.select({ parentId: categories.parentId }).from(categories).where(eq(categories.id, current));
    parentId = row?.parentId ?? null;
  }
  return false;
}

/**
 * The parent rules for `parentId` as the parent of category `selfId` (undefined when creating),
 * on rows the caller has locked.
 */
async function checkParent(ctx: Ctx, locked: Map<number, LockedRow>, parentId: number, selfId?: number): Promise<void> {
  const field = "parent_category";
  const t = translator(ctx.locale, "adminCategories");
  if (parentId === selfId) throw Invalid.field(field, t("parentSelf"));
  const target = locked.get(parentId);
  if (!target) throw Invalid.field(field, t("parentUnknown"));
  if (selfId !== undefined && (await isAncestorOrSelf(ctx, selfId, target))) throw Invalid.field(field, t("parentDescendant"));
  if (target.isDeleted) throw Invalid.field(field, t("parentTrashed"));
  if (target.parentId !== null) throw Invalid.field(field, t("parentIsSubcategory"));
  if (selfId !== undefined && (await hasChildren(ctx, selfId))) throw Invalid.field(field, t("hasSubcategories"));
}

/** Where categories keep their slugs (lib/catalog/slug-allocation.ts), a taken slug refused in the caller's language. */
const categorySlugs = (ctx: Ctx): SlugTable => ({
  table: categories,
  id: categories.id,
  slug: categories.slug,
  constraint: "categories_slug_uq",
  // Room for a suffix such as _12345 within the slug's maximum length.
  stem: (name) => slugify(name).slice(0, CATEGORY_SLUG_MAX - 6).replace(/_+$/, "") || "category",
  taken: translator(ctx.locale, "adminCategories")("slugTaken"),
});

/** POST /api/categories/category/details/: a new category, top-level or under an active top-level one. */
export async function createCategory(ctx: Ctx, input: CategoryInput): Promise<CategoryView> {
  requireAdmin(ctx.actor);
  const result = await withSlugRetry(ctx, categorySlugs(ctx), !input.slug, () =>
    inTransaction(ctx, async (tx) => {
      if (input.parent_category !== null) await checkParent(tx, await lockRows(tx, [input.parent_category]), input.parent_category);
      const slug = await allocateSlug(tx, categorySlugs(tx), input.slug, input.name);
      const [{ id }] = await tx.db
        .insert(categories)
        .values({ name: input.name, nameFr: input.name_fr, slug, parentId: input.parent_category })
        .returning({ id: categories.id });
      const created = await getCategory(tx, id);
      await recordCreate(tx, "category", id, { ...created });
      return created;
    }),
  );
  invalidateCatalog(ctx, { categories: true });
  return result;
}

/** The category fields a PATCH writes as they are (the parent and the slug have their rules). */
const categorySet = patchColumns<CategoryPatch, typeof categories.$inferInsert>({ name: "name", name_fr: "nameFr", is_deleted: "isDeleted" });

/**
 * PATCH /api/categories/category/details/{id}/: an edit of any of name, slug and parent (a slug
 * sent blank is derived from the name again; a rename alone keeps the slug), or Move to trash
 * ({is_deleted: true}) and Restore ({is_deleted: false}).
 */
export async function updateCategory(ctx: Ctx, id: number, patch: CategoryPatch): Promise<CategoryView> {
  requireAdmin(ctx.actor);
  const result = await withSlugRetry(ctx, categorySlugs(ctx), patch.slug === "", () =>
    inTransaction(ctx, async (tx) => {
      const newParent = patch.parent_category ?? undefined;
      const locked = await lockRows(tx, newParent === undefined ? [id] : [id, newParent]);
      const before = locked.get(id);
      if (!before) throw new NotFound();
      const was = await getCategory(tx, id);
      const columns = categorySet(patch);
      // Sending the parent it has already is no change (even if that parent was trashed since).
      if (patch.parent_category !== undefined && patch.parent_category !== before.parentId) {
        if (patch.parent_category !== null) await checkParent(tx, locked, patch.parent_category, id);
        columns.parentId = patch.parent_category;
      }
      if (patch.slug !== undefined) columns.slug = await allocateSlug(tx, categorySlugs(tx), patch.slug, patch.name ?? before.name, id);
      if (Object.keys(columns).length > 0) {
        await tx.db.update(categories).set({ ...columns, updatedAt: new Date() }).where(eq(categories.id, id));
      }
      const now = await getCategory(tx, id);
      const action = !was.is_deleted && now.is_deleted ? "trash" : was.is_deleted && !now.is_deleted ? "restore" : "update";
      await recordChange(tx, "category", id, { ...was }, { ...now }, action);
      return now;
    }),
  );
  invalidateCatalog(ctx, { categories: true });
  return result;
}
