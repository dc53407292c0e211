import "server-only";
import { and, asc, eq, isNull, or, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { categories } from "@/db/schema";
import type { Ctx } from "@/lib/context/context";
import { requireAdmin } from "@/lib/identity/access";
import { isAdmin } from "@/lib/shared/accounts/actor";
import { DEFAULT_LOCALE, inLocale, type Locale } from "@/lib/shared/i18n/locales";
import { audienceContext, CATEGORIES, tagCatalog } from "./catalog-cache";

/*
 * Categories as the shop lists them (docs/product.md §3 Category, §7 categories/list). The tree has two
 * levels: top-level categories and their subcategories. Trashing does not cascade: a subcategory
 * keeps its own is_deleted, and one whose parent is in the trash is hidden with it — it leaves the
 * active list and shows in the trash list (its own is_deleted still false) — so that Restore of the
 * parent, a single flag, is the exact inverse of Move to trash.
 */

/**
 * A category as the API answers it (docs/product.md §3): `name` in the reader's language (English
 * where it has no French name); staff read the English `name` and the French `name_fr` as written.
 */
export interface CategoryView {
  id: number;
  name: string;
  name_fr?: string;
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

/** Part of either name, accents and case ignored (the catalogue search's folding); wildcards are literal. */
function nameMatches(term: string): SQL {
  const escaped = term.replace(/[\\%_]/g, (c) => `\\${c}`);
  return sql`shop_search_norm(${categories.name} || ' ' || ${categories.nameFr}) like '%' || shop_search_norm(${escaped}) || '%'`;
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
  const reader: CategoryReader = isAdmin(ctx.actor) ? "staff" : (ctx.locale ?? DEFAULT_LOCALE);
  // The active list is the same for everyone who reads it alike (the shop's filters, menus and forms): cached.
  if (!options.isDeleted && !options.search) return activeCategories(reader);
  return readCategories(ctx, options, reader);
}

/** How a category is named for its reader: in one language, or both names as written (staff). */
type CategoryReader = Locale | "staff";

async function activeCategories(reader: CategoryReader): Promise<CategoryView[]> {
  "use cache";
  tagCatalog(CATEGORIES);
  return readCategories(await audienceContext("visitor"), { isDeleted: false }, reader);
}

async function readCategories(ctx: Ctx, options: { isDeleted: boolean; search?: string }, reader: CategoryReader): Promise<CategoryView[]> {
  const rows = await ctx.db
    .select({
      id: categories.id,
      name: categories.name,
      nameFr: categories.nameFr,
      slug: categories.slug,
      isDeleted: categories.isDeleted,
      parentId: parent.id,
      parentName: parent.name,
      parentNameFr: parent.nameFr,
    })
    .from(categories)
    .leftJoin(parent, eq(parent.id, categories.parentId))
    .where(and(options.isDeleted ? isInTrash() : isActive(), options.search ? nameMatches(options.search) : undefined))
    .orderBy(asc(categories.name), asc(categories.id));
  const named = (english: string, french: string) => (reader === "staff" ? english : inLocale(reader, english, french));
  const list: CategoryView[] = rows.map((r) => ({
    id: r.id,
    name: named(r.name, r.nameFr),
    ...(reader === "staff" ? { name_fr: r.nameFr } : {}),
    slug: r.slug,
    parent_category: r.parentId === null ? null : { id: r.parentId, name: named(r.parentName ?? "", r.parentNameFr ?? "") },
    is_deleted: r.isDeleted,
  }));
  // By the name the reader sees (the French list in French order, accents as French sorts them).
  if (reader === "fr-CA") list.sort((a, b) => a.name.localeCompare(b.name, "fr-CA") || a.id - b.id);
  return list;
}

