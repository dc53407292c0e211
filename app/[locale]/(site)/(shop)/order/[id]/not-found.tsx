import type { Metadata } from "next";
import { NotFoundPanel } from "@/components/ui/not-found-panel";
import { useTranslations } from "next-intl";
import { getTranslations } from "next-intl/server";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("orders");
  return { title: t("notFoundTitle") };
}

/** An order that does not exist or belongs to someone else: the same 404 either way. */
export default function OrderNotFound() {
  const t = useTranslations("orders");
  return <NotFoundPanel title={t("notFoundTitle")} href="/my-orders" linkText={t("breadcrumbOrders")} />;
}
