import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { cache } from "react";
import { AdminPage } from "@/components/admin/admin-page";
import { VendorForm } from "@/components/admin-vendors/vendor-form";
import { guardPage } from "@/lib/entry/page-guard";
import { adminVendorsMessages as t } from "@/lib/shared/messages/admin-vendors";
import { findVendorForPage } from "@/lib/vendors/vendors";

// Per person (the session decides what it shows): rendered per request, never prerendered.
export const instant = false;

type Props = { params: Promise<{ id: string }> };

const loadVendor = cache(async (rawId: string) => findVendorForPage(await guardPage("/admin/edit-vendor/[id]"), rawId));

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const vendor = await loadVendor((await params).id);
  return { title: vendor ? `${t.editVendor}: ${vendor.name}` : t.notFoundTitle };
}

/** /admin/edit-vendor/{id} (docs/product.md §2): the add form, filled in; an unknown id is a 404. */
export default async function EditVendorPage({ params }: Props) {
  const vendor = await loadVendor((await params).id);
  if (!vendor) notFound();
  return (
    <AdminPage title={t.editVendor} description={vendor.name} crumbs={[{ name: t.vendors, href: "/admin/vendors" }, { name: vendor.name }]}>
      <VendorForm vendor={vendor} />
    </AdminPage>
  );
}
