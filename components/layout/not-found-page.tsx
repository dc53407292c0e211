import type { Metadata } from "next";
import { NotFoundPanel } from "@/components/ui/not-found-panel";
import { useTranslations } from "next-intl";
import { getTranslations } from "next-intl/server";

/** The shop's 404 (a page without a not-found of its own): each section's, and the root's. */
export async function notFoundMetadata(): Promise<Metadata> {
  const t = await getTranslations("account");
  return { title: t("notFoundTitle") };
}

export function NotFoundPage() {
  const t = useTranslations("account");
  return <NotFoundPanel title={t("notFoundTitle")} text={t("notFoundText")} href="/" linkText={t("backHome")} />;
}
