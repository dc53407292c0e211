import { getTranslations } from "next-intl/server";
import { adminRecordNotFound } from "@/components/admin/admin-record-not-found";

/** /admin/price-list/{id} for a price list that does not exist. */
const page = adminRecordNotFound(async () => {
  const t = await getTranslations("adminPriceLists");
  return { title: t("notFoundTitle"), text: t("notFoundText"), href: "/admin/price-lists", linkText: t("backToLists") };
});

export const generateMetadata = page.generateMetadata;
export default page.NotFound;
