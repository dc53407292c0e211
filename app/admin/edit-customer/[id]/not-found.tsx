import type { Metadata } from "next";
import { NotFoundPanel } from "@/components/ui/not-found-panel";
import { adminCustomersMessages as t } from "@/lib/shared/messages/admin-customers";

export const metadata: Metadata = { title: t.notFoundTitle };

/** /admin/edit-customer/{id} for a customer that does not exist (or an admin's id). */
export default function CustomerNotFound() {
  return (
    <div className="min-w-0 flex-1">
      <NotFoundPanel title={t.notFoundTitle} text={t.notFoundText} href="/admin/customers" linkText={t.backToCustomers} />
    </div>
  );
}
