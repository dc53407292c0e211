import type { Metadata } from "next";
import { useTranslations } from "next-intl";
import { getTranslations } from "next-intl/server";
import { NotFoundPanel } from "@/components/ui/not-found-panel";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("adminOrders");
  return { title: t("customerNotFoundTitle") };
}

/** A customer id that does not exist (or an account that was deleted). */
export default function CustomerOrdersNotFound() {
  const t = useTranslations("adminOrders");
  return <NotFoundPanel title={t("customerNotFoundTitle")} text={t("customerNotFoundText")} href="/admin/orders" linkText={t("backToOrders")} />;
}
