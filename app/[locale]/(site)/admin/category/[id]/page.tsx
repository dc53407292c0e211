import type { Metadata } from "next";
import { AdminPage } from "@/components/admin/admin-page";
import { CategoryForm } from "@/components/admin-categories/category-form";
import { MoveToTrashButton, RestoreButton } from "@/components/admin-categories/category-state-button";
import { pageRoute, type PageProps } from "@/lib/entry/page-route";
import { categoryFormData } from "@/lib/catalog/category-admin";
import { NotFound } from "@/lib/shared/errors/domain-errors";
import { getTranslations } from "next-intl/server";

// Per person (the session decides what it shows): rendered per request, never prerendered.
export const instant = false;

// The category is the path's record (404 before anything else); the form data is the parents it may move under.
const page = pageRoute("/admin/category/[id]", {
  load: async (ctx, { subject }) => {
    const data = await categoryFormData(ctx, String(subject.id));
    if (!data) throw new NotFound();
    return data;
  },
});

export async function generateMetadata(props: PageProps): Promise<Metadata> {
  const { subject: category } = await page(props);
  const t = await getTranslations("adminCategories");
  return { title: t("editCategoryTitle", { name: category.name }) };
}

/** /admin/category/{id} (docs/product.md §2): the category form, filled in, with Move to trash or Restore; an unknown id is a 404. */
export default async function EditCategoryPage(props: PageProps) {
  const { subject: category, data } = await page(props);
  const { parents, hasSubcategories } = data;
  const t = await getTranslations("adminCategories");
  return (
    <AdminPage
      title={t("editCategory")}
      description={category.name}
      crumbs={[{ name: t("categories"), href: "/admin/categories" }, { name: category.name }]}
      actions={
        category.is_deleted ? (
          <RestoreButton category={category} />
        ) : (
          <MoveToTrashButton category={category} hasSubcategories={hasSubcategories} then="/admin/categories?tab=trash" />
        )
      }
    >
      <CategoryForm key={`${category.id}-${category.is_deleted}`} category={category} parents={parents} hasSubcategories={hasSubcategories} />
    </AdminPage>
  );
}
