import type { Metadata } from "next";
import { OfflineScreen } from "@/components/offline/offline-screen";
import { guardPage } from "@/lib/entry/page-guard";
import { audienceOf } from "@/lib/shared/accounts/actor";
import { getTranslations } from "next-intl/server";

// Per person (what it lists depends on who is logged in): rendered per request.
export const instant = false;

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("offlineSaved");
  return { title: t("screenTitle"), robots: { index: false } };
}

/**
 * The offline screen (docs/product.md §4 "Offline"): saved by the service worker with the catalogue,
 * with the person's header, and shown for a page it never saved; it says what is saved, with links.
 */
export default async function OfflinePage() {
  const ctx = await guardPage("/offline/saved");
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <OfflineScreen customer={audienceOf(ctx.actor) === "customer"} />
    </div>
  );
}
