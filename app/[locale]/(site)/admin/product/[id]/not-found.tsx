import type { Metadata } from "next";
import { useTranslations } from "next-intl";
import { getTranslations } from "next-intl/server";
import { NotFoundPanel } from "@/components/ui/not-found-panel";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("adminNotFound");
  return { title: t("productTitle") };
}

/** A product id that does not exist (or was deleted permanently). */
export default function ProductNotFound() {
  const t = useTranslations("adminNotFound");
  return <NotFoundPanel title={t("productTitle")} href="/admin/products" linkText={t("backToProducts")} />;
}
