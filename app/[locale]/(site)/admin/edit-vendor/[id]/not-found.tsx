import { getTranslations } from "next-intl/server";
import { adminRecordNotFound } from "@/components/admin/admin-record-not-found";

/** /admin/edit-vendor/{id} for a vendor that does not exist. */
const page = adminRecordNotFound(async () => {
  const t = await getTranslations("adminVendors");
  return { title: t("notFoundTitle"), text: t("notFoundText"), href: "/admin/vendors", linkText: t("backToVendors") };
});

export const generateMetadata = page.generateMetadata;
export default page.NotFound;
