import type { Metadata } from "next";
import { AdminPage } from "@/components/admin/admin-page";
import { CategoryForm } from "@/components/admin-categories/category-form";
import { guardPage } from "@/lib/entry/page-guard";
import { categoryFormData } from "@/lib/catalog/category-admin";
import { adminCategoriesMessages as t } from "@/lib/shared/messages/admin-categories";

// Per person (the session decides what it shows): rendered per request, never prerendered.
export const instant = false;

export const metadata: Metadata = { title: t.addCategory };

/** /admin/add-category (docs/product.md §2): the category form, with breadcrumbs. */
export default async function AddCategoryPage() {
  const ctx = await guardPage("/admin/add-category");
  const data = (await categoryFormData(ctx))!;
  return (
    <AdminPage title={t.addCategory} crumbs={[{ name: t.categories, href: "/admin/categories" }, { name: t.addCategory }]}>
      <CategoryForm parents={data.parents} />
    </AdminPage>
  );
}
