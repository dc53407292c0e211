import { adminRecordNotFound } from "@/components/admin/admin-record-not-found";
import { adminVendorsMessages as t } from "@/lib/shared/messages/admin-vendors";

/** /admin/edit-vendor/{id} for a vendor that does not exist. */
const page = adminRecordNotFound({ title: t.notFoundTitle, text: t.notFoundText, href: "/admin/vendors", linkText: t.backToVendors });

export const metadata = page.metadata;
export default page.NotFound;
