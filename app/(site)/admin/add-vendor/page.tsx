import type { Metadata } from "next";
import { AdminPage } from "@/components/admin/admin-page";
import { VendorForm } from "@/components/admin-vendors/vendor-form";
import { guardPage } from "@/lib/entry/page-guard";
import { adminVendorsMessages as t } from "@/lib/shared/messages/admin-vendors";

// Per person (the session decides what it shows): rendered per request, never prerendered.
export const instant = false;

export const metadata: Metadata = { title: t.addVendor };

/** /admin/add-vendor (docs/product.md §2). */
export default async function AddVendorPage() {
  await guardPage("/admin/add-vendor");
  return (
    <AdminPage title={t.addVendor} crumbs={[{ name: t.vendors, href: "/admin/vendors" }, { name: t.addVendor }]}>
      <VendorForm />
    </AdminPage>
  );
}
