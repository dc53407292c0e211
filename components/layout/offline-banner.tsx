"use client";

import { WifiOff } from "lucide-react";
import dynamic from "next/dynamic";
import { usePathname } from "@/client/i18n/navigation";
import { useOnline } from "@/client/ui/use-online";
import { useTranslations } from "next-intl";

// Loaded only when the connection drops, from the service worker's saved files; without them
// (no worker yet, or plain HTTP) there is no saved catalogue to date, and nothing to show.
const SavedCatalogueDate = dynamic(
  () =>
    import("./saved-catalogue-date").then(
      (m) => m.SavedCatalogueDate,
      () => () => null,
    ),
  { ssr: false },
);

// On the cart, My orders or an order page: when the copy shown was loaded.
const SavedPageDate = dynamic(
  () =>
    import("./saved-page-date").then(
      (m) => m.SavedPageDate,
      () => () => null,
    ),
  { ssr: false },
);

const savedByWorker = () => typeof navigator !== "undefined" && !!navigator.serviceWorker?.controller;

/**
 * docs/product.md §1: the banner shown while the browser is offline, with the date of the saved
 * catalogue, and on a page shown as last loaded (the cart, My orders, an order) that page's date.
 */
export function OfflineBanner() {
  const online = useOnline();
  const t = useTranslations("offline");
  const pathname = usePathname();
  return (
    <div role="status" aria-live="polite">
      {!online && (
        <p className="flex flex-wrap items-center justify-center gap-x-2 gap-y-0.5 bg-amber-100 px-4 py-2 text-center text-sm font-semibold text-amber-900">
          <WifiOff aria-hidden="true" className="size-4" />
          {t("banner")}
          {savedByWorker() && <SavedCatalogueDate />}
          {savedByWorker() && <SavedPageDate key={pathname} />}
        </p>
      )}
    </div>
  );
}
