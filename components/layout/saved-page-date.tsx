"use client";

import { useEffect, useState } from "react";
import { isPersonalPage } from "@/client/offline/offline-caches";
import { savedPageDate } from "@/client/offline/saved-pages";
import { useLocale, useTranslations } from "next-intl";
import { formatDateTime } from "@/lib/shared/i18n/dates";

/**
 * docs/product.md §4 offline: on a page shown from its saved copy (the cart, My orders, an order), when
 * it was last loaded. Nothing on other pages, or when the page is not the saved copy's.
 */
export function SavedPageDate() {
  const t = useTranslations("offline");
  const locale = useLocale();
  const [date, setDate] = useState<Date | null>(null);
  useEffect(() => {
    let live = true;
    if (isPersonalPage(location.pathname)) void savedPageDate(location.pathname + location.search).then((value) => live && setDate(value));
    return () => {
      live = false;
    };
  }, []);
  if (!date) return null;
  return (
    <span className="basis-full font-normal" data-testid="offline-page-saved-at">
      {t("pageSavedAt", { when: formatDateTime(date, locale) })}
    </span>
  );
}
