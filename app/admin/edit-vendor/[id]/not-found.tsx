import type { Metadata } from "next";
import { NotFoundPanel } from "@/components/ui/not-found-panel";
import { adminVendorsMessages as t } from "@/lib/shared/messages/admin-vendors";

export const metadata: Metadata = { title: t.notFoundTitle };

/** /admin/edit-vendor/{id} for a vendor that does not exist. */
export default function VendorNotFound() {
  return (
    <div className="min-w-0 flex-1">
      <NotFoundPanel title={t.notFoundTitle} text={t.notFoundText} href="/admin/vendors" linkText={t.backToVendors} />
    </div>
  );
}
