import type { Metadata } from "next";
import { useTranslations } from "next-intl";
import { getTranslations } from "next-intl/server";
import { NotFoundPanel } from "@/components/ui/not-found-panel";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("adminOrders");
  return { title: t("notFoundTitle") };
}

/** An order id that does not exist. */
export default function OrderNotFound() {
  const t = useTranslations("adminOrders");
  return <NotFoundPanel title={t("notFoundTitle")} text={t("notFoundText")} href="/admin/orders" linkText={t("backToOrders")} />;
}
