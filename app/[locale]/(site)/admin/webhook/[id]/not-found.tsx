import { getTranslations } from "next-intl/server";
import { adminRecordNotFound } from "@/components/admin/admin-record-not-found";

/** /admin/webhook/{id} for a webhook endpoint that does not exist. */
const page = adminRecordNotFound(async () => {
  const t = await getTranslations("adminWebhooks");
  return { title: t("notFoundTitle"), text: t("notFoundText"), href: "/admin/webhooks", linkText: t("backToWebhooks") };
});

export const generateMetadata = page.generateMetadata;
export default page.NotFound;
