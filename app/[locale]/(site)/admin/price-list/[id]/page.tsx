import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { AdminPage } from "@/components/admin/admin-page";
import { categoryChoicesOf } from "@/components/admin-price-lists/category-choices";
import { InForceBadge } from "@/components/admin-price-lists/in-force-badge";
import { PriceListCustomers } from "@/components/admin-price-lists/price-list-customers";
import { PriceListDelete } from "@/components/admin-price-lists/price-list-delete";
import { PriceListForm } from "@/components/admin-price-lists/price-list-form";
import { PriceListImport } from "@/components/admin-price-lists/price-list-import";
import { listCategories } from "@/lib/catalog/categories";
import { pageRoute, type PageProps } from "@/lib/entry/page-route";

// Per person (the session decides what it shows): rendered per request, never prerendered.
export const instant = false;

const page = pageRoute("/admin/price-list/[id]", { load: (ctx) => listCategories(ctx, { isDeleted: false }) });

export async function generateMetadata(props: PageProps): Promise<Metadata> {
  const { subject: priceList } = await page(props);
  const t = await getTranslations("adminPriceLists");
  return { title: t("editTitleNamed", { name: priceList.name }) };
}

/**
 * /admin/price-list/{id} (issue 30): the list's form with its entries, the customers on it, its CSV
 * import and export, and its deletion; an unknown id is a 404.
 */
export default async function EditPriceListPage(props: PageProps) {
  const { subject: priceList, data: categories } = await page(props);
  const t = await getTranslations("adminPriceLists");
  return (
    <AdminPage
      title={t("editTitle")}
      description={
        <span className="flex flex-wrap items-center gap-2">
          <span className="break-words">{priceList.name}</span> <InForceBadge inForce={priceList.in_force} />
        </span>
      }
      crumbs={[{ name: t("priceLists"), href: "/admin/price-lists" }, { name: priceList.name }]}
    >
      <div className="flex max-w-4xl flex-col gap-6">
        <PriceListForm priceList={priceList} categories={categoryChoicesOf(categories, priceList.entries)} />
        <PriceListCustomers customers={priceList.customers} />
        <PriceListImport priceListId={priceList.id} />
        <PriceListDelete priceListId={priceList.id} name={priceList.name} customerCount={priceList.customers.length} />
      </div>
    </AdminPage>
  );
}
