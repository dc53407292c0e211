import { adminRecordNotFound } from "@/components/admin/admin-record-not-found";
import { adminCustomersMessages as t } from "@/lib/shared/messages/admin-customers";

/** /admin/edit-customer/{id} for a customer that does not exist (or an admin's id). */
const page = adminRecordNotFound({ title: t.notFoundTitle, text: t.notFoundText, href: "/admin/customers", linkText: t.backToCustomers });

export const metadata = page.metadata;
export default page.NotFound;
