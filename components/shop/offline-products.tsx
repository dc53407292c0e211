"use client";

import { CloudOff } from "lucide-react";
import { useSearchParams } from "next/navigation";
import { useEffect, useState } from "react";
import type { Audience } from "@/lib/shared/accounts/actor";
import { categoryNameIn } from "@/lib/shared/catalog/category-tree";
import { queryOfflineCatalogue } from "@/lib/shared/catalog/offline-catalogue";
import { sortsFor } from "@/lib/shared/catalog/product-sorts";
import { useTranslations } from "next-intl";
import { loadSavedCatalogue, type SavedCatalogue } from "@/client/offline/saved-catalogue";
import { keepListLinksInBrowser, openInBrowser } from "@/client/ui/products-in-browser";
import { ProductsNavigationContext } from "@/client/ui/products-navigation";
import { productsHref, readProductsParams } from "@/lib/shared/ui/products-url";
import { catalogueControls } from "./catalogue-controls";
import { ProductsCatalogue } from "./products-catalogue";

/**
 * The /products screen from the catalogue saved on this device (client/offline/saved-catalogue.ts):
 * the URL's search, category, sort and page answered in the browser with the server's rules
 * (lib/shared/catalog/offline-catalogue.ts), under a line that says when the catalogue was saved.
 */
export function OfflineProducts({ audience, awaiting }: { audience: Audience; awaiting: boolean }) {
  const t = useTranslations("offlineCatalogue");
  const params = useSearchParams();
  const [saved, setSaved] = useState<SavedCatalogue | null | undefined>(undefined);
  useEffect(() => {
    let live = true;
    // Only the page's own audience: a catalogue saved for someone else (a session that ended
    // without logging out) is not shown, prices or not.
    void loadSavedCatalogue().then((value) => live && setSaved(value && value.catalogue.audience === audience ? value : null));
    return () => {
      live = false;
    };
  }, [audience]);

  const view = readProductsParams(new URLSearchParams(params.toString()), sortsFor(audience));
  const category = saved && view.category !== undefined ? categoryNameIn(saved.tree, view.category) : null;
  if (view.category !== undefined && saved && category === null) view.category = undefined;
  const result = saved ? queryOfflineCatalogue(saved.catalogue, view) : null;

  // As the server does: a page past the end shows the first page of the same view.
  const pastEnd = result?.pastEnd ?? false;
  useEffect(() => {
    if (pastEnd) window.history.replaceState(null, "", productsHref({ ...view, page: undefined }));
  });

  if (saved === undefined) {
    return (
      <p className="mx-auto max-w-7xl px-4 py-8 text-stone-700" aria-busy="true">
        {t("loading")}
      </p>
    );
  }
  if (saved === null || result === null) {
    return (
      <div className="mx-auto max-w-7xl px-4 py-8">
        <div className="rounded-xl border border-stone-200 bg-white px-6 py-10 text-center">
          <p className="text-lg font-semibold text-stone-900">{t("notSaved")}</p>
          <p className="mt-2 text-stone-600">{t("notSavedHint")}</p>
        </div>
      </div>
    );
  }
  const notice = (
    <p className="mb-4 flex items-start gap-2 rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900" data-testid="offline-catalogue-notice">
      <CloudOff aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      {/* The banner above says when it was saved. */}
      <span>{t("savedCatalogue")}</span>
    </p>
  );
  return (
    <ProductsNavigationContext value={openInBrowser}>
      <div onClickCapture={keepListLinksInBrowser} data-testid="offline-catalogue">
        <ProductsCatalogue
          view={{ ...view, page: result.page > 1 ? result.page : undefined }}
          audience={audience}
          awaiting={awaiting}
          tree={saved.tree}
          categoryName={category}
          results={result.results}
          count={result.count}
          page={result.page}
          offline
          notice={notice}
          controls={catalogueControls(audience)}
        />
      </div>
    </ProductsNavigationContext>
  );
}
