import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { cache } from "react";
import { AdminPage } from "@/components/admin/admin-page";
import { CategoryForm } from "@/components/admin-categories/category-form";
import { MoveToTrashButton, RestoreButton } from "@/components/admin-categories/category-state-button";
import { guardPage } from "@/lib/entry/page-guard";
import { categoryFormData } from "@/lib/catalog/category-admin";
import { adminCategoriesMessages as t } from "@/lib/shared/messages/admin-categories";

// Per person (the session decides what it shows): rendered per request, never prerendered.
export const instant = false;

type Props = { params: Promise<{ id: string }> };

const load = cache(async (rawId: string) => categoryFormData(await guardPage("/admin/category/[id]"), rawId));

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const data = await load((await params).id);
  return { title: data?.category ? `${t.editCategory}: ${data.category.name}` : t.notFoundTitle };
}

/** /admin/category/{id} (docs/product.md §2): the category form, filled in, with Move to trash or Restore; an unknown id is a 404. */
export default async function EditCategoryPage({ params }: Props) {
  const data = await load((await params).id);
  if (!data?.category) notFound();
  const { category, parents, hasSubcategories } = data;
  return (
    <AdminPage
      title={t.editCategory}
      description={category.name}
      crumbs={[{ name: t.categories, href: "/admin/categories" }, { name: category.name }]}
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
