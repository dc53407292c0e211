"use client";

import { useEffect, useState } from "react";
import { useLocale, useTranslations } from "next-intl";
import { formatDateTime } from "@/lib/shared/i18n/dates";
import { savedCatalogueDate } from "@/client/offline/saved-catalogue";

/** docs/product.md §3 offline data: when the saved catalogue was last fetched, in Pacific time. */
export function SavedCatalogueDate() {
  const t = useTranslations("offlineCatalogue");
  const locale = useLocale();
  const [date, setDate] = useState<Date | null | undefined>(undefined);
  useEffect(() => {
    let live = true;
    void savedCatalogueDate().then((value) => live && setDate(value));
    return () => {
      live = false;
    };
  }, []);
  if (date === undefined) return null;
  return (
    <span className="font-normal" data-testid="offline-saved-at">
      {date ? t("savedAt", { when: formatDateTime(date, locale) }) : t("notSaved")}
    </span>
  );
}
