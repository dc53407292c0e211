import "server-only";
import { listCategories, type CategoryNode } from "@/lib/catalog/categories";
import { categoryTree } from "@/lib/shared/catalog/category-tree";
import type { Ctx } from "@/lib/context/context";
import { listVendors } from "@/lib/vendors/vendors";

/** What the product form offers to choose from: active categories as a tree, and the vendors. */
export async function productFormChoices(ctx: Ctx): Promise<{ categories: CategoryNode[]; vendors: Array<{ id: number; name: string }> }> {
  const [categories, vendors] = await Promise.all([listCategories(ctx, { isDeleted: false }), listVendors(ctx)]);
  return { categories: categoryTree(categories), vendors: vendors.map((v) => ({ id: v.id, name: v.name })) };
}
