import "server-only";
import { asc, eq } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { z } from "zod";
import { categories } from "@/db/schema";
import type { Ctx } from "@/lib/context/context";
import { requireAdmin } from "@/lib/accounts/access";
import { isDeletedQuery } from "./product-query";

/** A category as the API answers it (SPEC.md §3). */
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

/** GET /api/categories/list/: ?is_deleted=true is the trash (admins only). */
export const categoryListQuerySchema = z.object({ is_deleted: isDeletedQuery() });

/** Active categories for everyone; the trash (is_deleted=true) for admins only. */
export async function listCategories(ctx: Ctx, options: { isDeleted: boolean }): Promise<CategoryView[]> {
  if (options.isDeleted) requireAdmin(ctx.actor);
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
    .where(eq(categories.isDeleted, options.isDeleted))
    .orderBy(asc(categories.name), asc(categories.id));
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    slug: r.slug,
    parent_category: r.parentId === null ? null : { id: r.parentId, name: r.parentName ?? "" },
    is_deleted: r.isDeleted,
  }));
}

/** Parents with their subcategories, by name (the category list of the Products screen). */
export function categoryTree(list: CategoryView[]): CategoryNode[] {
  const parents = list.filter((c) => c.parent_category === null);
  return parents.map((p) => ({
    id: p.id,
    name: p.name,
    slug: p.slug,
    children: list.filter((c) => c.parent_category?.id === p.id).map((c) => ({ id: c.id, name: c.name, slug: c.slug })),
  }));
}
