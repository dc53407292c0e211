import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { AdminPage } from "@/components/admin/admin-page";
import { categoryChoicesOf } from "@/components/admin-price-lists/category-choices";
import { PriceListForm } from "@/components/admin-price-lists/price-list-form";
import { listCategories } from "@/lib/catalog/categories";
import { guardPage } from "@/lib/entry/page-guard";

// Per person (the session decides what it shows): rendered per request, never prerendered.
export const instant = false;

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("adminPriceLists");
  return { title: t("newPriceList") };
}

/** /admin/add-price-list (issue 30): the form, empty; saved, the new list's own page. */
export default async function AddPriceListPage() {
  const ctx = await guardPage("/admin/add-price-list");
  const categories = await listCategories(ctx, { isDeleted: false });
  const t = await getTranslations("adminPriceLists");
  return (
    <AdminPage title={t("newPriceList")} crumbs={[{ name: t("priceLists"), href: "/admin/price-lists" }, { name: t("newPriceList") }]}>
      <div className="max-w-4xl">
        <PriceListForm categories={categoryChoicesOf(categories)} />
      </div>
    </AdminPage>
  );
}
