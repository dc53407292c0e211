import type { Metadata } from "next";
import { NotFoundPanel } from "@/components/ui/not-found-panel";
import { getTranslations } from "next-intl/server";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("product");
  return { title: t("notFoundTitle") };
}

/** A product that does not exist (or is in the trash): a 404 page with the way back to the catalogue. */
export default async function ProductNotFound() {
  const [t, tCatalog] = await Promise.all([getTranslations("product"), getTranslations("catalog")]);
  return <NotFoundPanel title={t("notFoundTitle")} text={t("notFoundText")} href="/products" linkText={tCatalog("showAll")} />;
}
