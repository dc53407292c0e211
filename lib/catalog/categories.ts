import "server-only";
import { and, asc, eq, isNull, or, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { categories } from "@/db/schema";
import type { Ctx } from "@/lib/context/context";
import { requireAdmin } from "@/lib/identity/access";
import { audienceContext, CATEGORIES, tagCatalog } from "./catalog-cache";

/*
 * Categories as the shop lists them (docs/product.md §3 Category, §7 categories/list). The tree has two
 * levels: top-level categories and their subcategories. Trashing does not cascade: a subcategory
 * keeps its own is_deleted, and one whose parent is in the trash is hidden with it — it leaves the
 * active list and shows in the trash list (its own is_deleted still false) — so that Restore of the
 * parent, a single flag, is the exact inverse of Move to trash.
 */

/** A category as the API answers it (docs/product.md §3). */
export interface CategoryView {
  id: number;
  name: string;
  slug: string;
  parent_category: { id: number; name: string } | null;
  is_deleted: boolean;
}

export interface CategoryNode {
  id: number;
  name: string;
  slug: string;
  children: Array<{ id: number; name: string; slug: string }>;
}

const parent = alias(categories, "parent");

/** Part of a name, accents and case ignored (the catalogue search's folding); wildcards are literal. */
function nameMatches(term: string): SQL {
  const escaped = term.replace(/[\\%_]/g, (c) => `\\${c}`);
  return sql`shop_search_norm(${categories.name}) like '%' || shop_search_norm(${escaped}) || '%'`;
}

/** Shown in the shop: not in the trash, and not under a parent that is. */
function isActive(): SQL {
  return and(eq(categories.isDeleted, false), or(isNull(categories.parentId), eq(parent.isDeleted, false)))!;
}

/** In the trash, or hidden with a parent that is. */
function isInTrash(): SQL {
  return or(eq(categories.isDeleted, true), eq(parent.isDeleted, true))!;
}

/**
 * Active categories for everyone; the trash (is_deleted=true) for admins only; both by name, and
 * with `search` only those whose name contains it.
 */
export async function listCategories(ctx: Ctx, options: { isDeleted: boolean; search?: string }): Promise<CategoryView[]> {
  if (options.isDeleted) requireAdmin(ctx.actor);
  // The active list is the same for everyone (the shop's filters, menus and forms): cached.
  if (!options.isDeleted && !options.search) return activeCategories();
  return readCategories(ctx, options);
}

async function activeCategories(): Promise<CategoryView[]> {
  "use cache";
  tagCatalog(CATEGORIES);
  return readCategories(await audienceContext("visitor"), { isDeleted: false });
}

async function readCategories(ctx: Ctx, options: { isDeleted: boolean; search?: string }): Promise<CategoryView[]> {
  const rows = await ctx.db
    .select({
      id: categories.id,
      name: categories.name,
      slug: categories.slug,
      isDeleted: categories.isDeleted,
      parentId: parent.id,
      parentName: parent.name,
    })
    .from(categories)
    .leftJoin(parent, eq(parent.id, categories.parentId))
    .where(and(options.isDeleted ? isInTrash() : isActive(), options.search ? nameMatches(options.search) : undefined))
    .orderBy(asc(categories.name), asc(categories.id));
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    slug: r.slug,
    parent_category: r.parentId === null ? null : { id: r.parentId, name: r.parentName ?? "" },
    is_deleted: r.isDeleted,
  }));
}

