import type { Metadata } from "next";
import { AdminPage } from "@/components/admin/admin-page";
import { VendorForm } from "@/components/admin-vendors/vendor-form";
import { pageRoute, type PageProps } from "@/lib/entry/page-route";
import { getTranslations } from "next-intl/server";

// Per person (the session decides what it shows): rendered per request, never prerendered.
export const instant = false;

const page = pageRoute("/admin/edit-vendor/[id]");

export async function generateMetadata(props: PageProps): Promise<Metadata> {
  const { subject: vendor } = await page(props);
  const t = await getTranslations("adminVendors");
  return { title: t("editVendorTitle", { name: vendor.name }) };
}

/** /admin/edit-vendor/{id} (docs/product.md §2): the add form, filled in; an unknown id is a 404. */
export default async function EditVendorPage(props: PageProps) {
  const { subject: vendor } = await page(props);
  const t = await getTranslations("adminVendors");
  return (
    <AdminPage title={t("editVendor")} description={vendor.name} crumbs={[{ name: t("vendors"), href: "/admin/vendors" }, { name: vendor.name }]}>
      <VendorForm vendor={vendor} />
    </AdminPage>
  );
}
