"use client";

import { useEffect, useState } from "react";
import { formatOrderTime } from "@/lib/shared/orders/order-time";
import { offlineCatalogueMessages } from "@/lib/shared/messages/offline-catalogue";
import { savedCatalogueDate } from "@/client/offline/saved-catalogue";

/** docs/product.md §3 offline data: when the saved catalogue was last fetched, in Pacific time. */
export function SavedCatalogueDate() {
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
      {date ? offlineCatalogueMessages.savedAt(formatOrderTime(date)) : offlineCatalogueMessages.notSaved}
    </span>
  );
}
