import type { Metadata } from "next";
import Link from "next/link";
import { Suspense } from "react";
import { Plus } from "lucide-react";
import { AdminPage } from "@/components/admin/admin-page";
import { VendorList } from "@/components/admin-vendors/vendor-list";
import { buttonStyles } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { guardPage } from "@/lib/entry/page-guard";
import { adminVendorsMessages as t } from "@/lib/shared/messages/admin-vendors";

// Per person (the session decides what it shows): rendered per request, never prerendered.
export const instant = false;

export const metadata: Metadata = { title: t.listTitle };

/** /admin/vendors (docs/product.md §2 "Manage vendors"): the list loads in the browser over the REST API. */
export default async function VendorsPage() {
  await guardPage("/admin/vendors");
  return (
    <AdminPage
      title={t.listTitle}
      crumbs={[{ name: t.vendors }]}
      actions={
        <Link href="/admin/add-vendor" prefetch={false} className={buttonStyles.primary}>
          <Plus aria-hidden="true" className="size-4" />
          {t.addVendor}
        </Link>
      }
    >
      <Suspense
        fallback={
          <p className="flex items-center gap-2 text-sm text-stone-600" role="status">
            <Spinner /> {t.loading}
          </p>
        }
      >
        <VendorList />
      </Suspense>
    </AdminPage>
  );
}
