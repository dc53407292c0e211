import { getTranslations } from "next-intl/server";
import { adminRecordNotFound } from "@/components/admin/admin-record-not-found";

/** /admin/delivery-zone/{id} for a delivery zone that does not exist. */
const page = adminRecordNotFound(async () => {
  const t = await getTranslations("adminDeliveryZones");
  return { title: t("notFoundTitle"), text: t("notFoundText"), href: "/admin/delivery-zones", linkText: t("backToZones") };
});

export const generateMetadata = page.generateMetadata;
export default page.NotFound;
