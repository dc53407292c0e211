import { adminRecordNotFound } from "@/components/admin/admin-record-not-found";
import { adminCategoriesMessages as t } from "@/lib/shared/messages/admin-categories";

/** /admin/category/{id} for a category that does not exist. */
const page = adminRecordNotFound({ title: t.notFoundTitle, text: t.notFoundText, href: "/admin/categories", linkText: t.backToCategories });

export const metadata = page.metadata;
export default page.NotFound;
