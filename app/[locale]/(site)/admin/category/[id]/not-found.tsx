import { getTranslations } from "next-intl/server";
import { adminRecordNotFound } from "@/components/admin/admin-record-not-found";

/** /admin/category/{id} for a category that does not exist. */
const page = adminRecordNotFound(async () => {
  const t = await getTranslations("adminCategories");
  return { title: t("notFoundTitle"), text: t("notFoundText"), href: "/admin/categories", linkText: t("backToCategories") };
});

export const generateMetadata = page.generateMetadata;
export default page.NotFound;
