import type { Metadata } from "next";
import { AdminPage } from "@/components/admin/admin-page";
import { ProductForm } from "@/components/admin-products/product-form";
import { productFormChoices } from "@/lib/catalog/product-form-choices";
import { ProductStateActions } from "@/components/admin-products/product-state-actions";
import { TrashedProductNotice } from "@/components/admin-products/product-restore";
import { pageRoute, type PageProps } from "@/lib/entry/page-route";
import { getTranslations } from "next-intl/server";

// Per person (the session decides what it shows): rendered per request, never prerendered.
export const instant = false;

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("adminProduct");
  return { title: t("productsCrumb") };
}

const page = pageRoute("/admin/product/[id]", { load: (ctx) => productFormChoices(ctx) });

/** docs/product.md §2 /admin/product/{id}: the edit form, opened in its own tab from the product list; a trashed product says so first. */
export default async function EditProductPage(props: PageProps) {
  const { subject, data } = await page(props);
  const { product, mainCategoryId, subcategoryId } = subject;
  const { categories, vendors } = data;
  const t = await getTranslations("adminProduct");
  return (
    <AdminPage title={t("editTitle", { name: product.name })} crumbs={[{ name: t("productsCrumb"), href: "/admin/products" }, { name: product.name }]}>
      <div className="flex flex-col gap-6">
        {product.is_deleted && <TrashedProductNotice productId={product.id} name={product.name} />}
        <ProductForm
          // Restore puts the product back in stock: the form starts again from what is saved.
          key={product.is_deleted ? "trashed" : "active"}
          mode="edit"
          productId={product.id}
          categories={categories}
          vendors={vendors}
          imageUrl={product.image}
          initial={{
            item: product.item,
            name: product.name,
            name_fr: product.name_fr ?? "",
            slug: product.slug,
            price: product.price ?? "",
            cost: product.cost ?? "",
            special: String(Number(product.special ?? "0")),
            barcode: product.barcode ?? "",
            box_quantity: String(product.box_quantity),
            stock: product.stock ? "true" : "false",
            quantity: String(product.quantity ?? 0),
            need_to_reorder_below: String(product.need_to_reorder_below ?? 0),
            ordering: String(product.ordering ?? 0),
            sales_tax_code: product.sales_tax_code,
            purchase_tax_code: product.purchase_tax_code ?? "E",
            provincial_tax_class: product.provincial_tax_class ?? "exempt",
            actions: product.actions,
            vendor: product.vendor === null || product.vendor === undefined ? "" : String(product.vendor),
            cat: [mainCategoryId, subcategoryId].filter((c) => c !== null).join(","),
          }}
        />
        <ProductStateActions productId={product.id} name={product.name} isDeleted={product.is_deleted ?? false} />
      </div>
    </AdminPage>
  );
}
