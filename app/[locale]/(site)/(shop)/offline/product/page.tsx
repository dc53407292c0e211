import type { Metadata } from "next";
import { OfflineProduct } from "@/components/offline/offline-product";
import { guardPage } from "@/lib/entry/page-guard";
import { audienceOf, awaitingVerification } from "@/lib/shared/accounts/actor";
import { getTranslations } from "next-intl/server";

// Per person (the audience decides which saved catalogue it may show): rendered per request.
export const instant = false;

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("offlineSaved");
  return { title: t("productTitle"), robots: { index: false } };
}

/**
 * The offline product screen (docs/product.md §4 "Offline"): saved by the service worker with the
 * catalogue, and shown for a product page it never saved; the product comes from the saved catalogue.
 */
export default async function OfflineProductPage() {
  const ctx = await guardPage("/offline/product");
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <OfflineProduct audience={audienceOf(ctx.actor)} awaiting={awaitingVerification(ctx.actor)} />
    </div>
  );
}
