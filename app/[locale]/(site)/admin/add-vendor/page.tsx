import type { Metadata } from "next";
import { AdminPage } from "@/components/admin/admin-page";
import { VendorForm } from "@/components/admin-vendors/vendor-form";
import { guardPage } from "@/lib/entry/page-guard";
import { getTranslations } from "next-intl/server";

// Per person (the session decides what it shows): rendered per request, never prerendered.
export const instant = false;

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("adminVendors");
  return { title: t("addVendor") };
}

/** /admin/add-vendor (docs/product.md §2). */
export default async function AddVendorPage() {
  await guardPage("/admin/add-vendor");
  const t = await getTranslations("adminVendors");
  return (
    <AdminPage title={t("addVendor")} crumbs={[{ name: t("vendors"), href: "/admin/vendors" }, { name: t("addVendor") }]}>
      <VendorForm />
    </AdminPage>
  );
}
