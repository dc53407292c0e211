import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { AdminPage } from "@/components/admin/admin-page";
import { ProductForm } from "@/components/admin-products/product-form";
import { productFormChoices } from "@/lib/catalog/product-form-choices";
import { ProductStateActions } from "@/components/admin-products/product-state-actions";
import { guardPage } from "@/lib/entry/page-guard";
import { getProductForEdit } from "@/lib/catalog/product-admin";
import { NotFound } from "@/lib/shared/errors/domain-errors";
import { adminProductMessages as t } from "@/lib/shared/messages/admin";
import { parseId } from "@/lib/shared/validation/ids";

// Per person (the session decides what it shows): rendered per request, never prerendered.
export const instant = false;

export const metadata: Metadata = { title: t.productsCrumb };

/** docs/product.md §2 /admin/product/{id}: the edit form, opened in its own tab from the product list. */
export default async function EditProductPage({ params }: { params: Promise<{ id: string }> }) {
  const ctx = await guardPage("/admin/product/[id]");
  const id = parseId((await params).id);
  if (id === null) notFound();
  let found;
  try {
    found = await getProductForEdit(ctx, id);
  } catch (error) {
    if (error instanceof NotFound) notFound();
    throw error;
  }
  const { product, mainCategoryId, subcategoryId } = found;
  const { categories, vendors } = await productFormChoices(ctx);
  return (
    <AdminPage title={t.editTitle(product.name)} crumbs={[{ name: t.productsCrumb, href: "/admin/products" }, { name: product.name }]}>
      <div className="flex flex-col gap-6">
        <ProductForm
          mode="edit"
          productId={product.id}
          categories={categories}
          vendors={vendors}
          imageUrl={product.image}
          initial={{
            item: product.item,
            name: product.name,
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
