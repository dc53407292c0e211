import type { Metadata } from "next";
import { AdminPage } from "@/components/admin/admin-page";
import { ProductForm } from "@/components/admin-products/product-form";
import { productFormChoices } from "@/lib/catalog/product-form-choices";
import { guardPage } from "@/lib/entry/page-guard";
import { getTranslations } from "next-intl/server";

// Per person (the session decides what it shows): rendered per request, never prerendered.
export const instant = false;

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("adminProduct");
  return { title: t("addTitle") };
}

/** docs/product.md §2 /admin/add-product. */
export default async function AddProductPage() {
  const ctx = await guardPage("/admin/add-product");
  const { categories, vendors } = await productFormChoices(ctx);
  const t = await getTranslations("adminProduct");
  return (
    <AdminPage title={t("addTitle")} crumbs={[{ name: t("productsCrumb"), href: "/admin/products" }, { name: t("addTitle") }]}>
      <ProductForm
        mode="add"
        categories={categories}
        vendors={vendors}
        imageUrl={null}
        initial={{
          item: "",
          name: "",
          name_fr: "",
          slug: "",
          price: "",
          cost: "",
          special: "",
          barcode: "",
          box_quantity: "1",
          stock: "true",
          quantity: "0",
          need_to_reorder_below: "0",
          ordering: "0",
          sales_tax_code: "E",
          purchase_tax_code: "E",
          provincial_tax_class: "exempt",
          actions: "None",
          vendor: "",
          cat: "",
        }}
      />
    </AdminPage>
  );
}
