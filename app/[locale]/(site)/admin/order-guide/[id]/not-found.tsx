import { getTranslations } from "next-intl/server";
import { adminRecordNotFound } from "@/components/admin/admin-record-not-found";

/** /admin/order-guide/{id} for a customer that does not exist (or an admin's id). */
const page = adminRecordNotFound(async () => {
  const t = await getTranslations("adminCustomers");
  return { title: t("notFoundTitle"), text: t("notFoundText"), href: "/admin/customers", linkText: t("backToCustomers") };
});

export const generateMetadata = page.generateMetadata;
export default page.NotFound;
