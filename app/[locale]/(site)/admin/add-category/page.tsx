import type { Metadata } from "next";
import { AdminPage } from "@/components/admin/admin-page";
import { CategoryForm } from "@/components/admin-categories/category-form";
import { guardPage } from "@/lib/entry/page-guard";
import { categoryFormData } from "@/lib/catalog/category-admin";
import { getTranslations } from "next-intl/server";

// Per person (the session decides what it shows): rendered per request, never prerendered.
export const instant = false;

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("adminCategories");
  return { title: t("addCategory") };
}

/** /admin/add-category (docs/product.md §2): the category form, with breadcrumbs. */
export default async function AddCategoryPage() {
  const ctx = await guardPage("/admin/add-category");
  const data = (await categoryFormData(ctx))!;
  const t = await getTranslations("adminCategories");
  return (
    <AdminPage title={t("addCategory")} crumbs={[{ name: t("categories"), href: "/admin/categories" }, { name: t("addCategory") }]}>
      <CategoryForm parents={data.parents} />
    </AdminPage>
  );
}
