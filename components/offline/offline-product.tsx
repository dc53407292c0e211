"use client";

import { CloudOff } from "lucide-react";
import { Link } from "@/client/i18n/navigation";
import { useSearchParams } from "next/navigation";
import { useEffect, useState } from "react";
import type { Audience } from "@/lib/shared/accounts/actor";
import type { OfflineProduct as SavedProduct } from "@/lib/shared/catalog/offline-catalogue";
import { useLocale, useTranslations } from "next-intl";
import type { Locale } from "@/lib/shared/i18n/locales";
import { localizedPath } from "@/lib/shared/i18n/routing";
import { buttonStyles } from "@/components/ui/button";
import { Breadcrumbs } from "@/components/shop/breadcrumbs";
import { ProductDetails } from "@/components/shop/product-details";
import { loadSavedCatalogue } from "@/client/offline/saved-catalogue";
import { checkConnection } from "@/client/ui/use-online";
import { backToPageOnce } from "./back-online";

/**
 * The offline product screen (/offline/product?slug=…): the service worker sends a product page it
 * never saved here while offline (app/sw.ts), and this shows the product from the catalogue saved on
 * this device, for the page's own audience only: name, item code, barcode, picture, case size,
 * stock, promotion and the audience's price; the tax code is not saved offline. Add to cart waits
 * for the connection. Once the shop answers again, the real product page opens.
 */
export function OfflineProduct({ audience, awaiting }: { audience: Audience; awaiting: boolean }) {
  const t = useTranslations("offlineSaved");
  const tProduct = useTranslations("product");
  const locale = useLocale() as Locale;
  const slug = useSearchParams().get("slug") ?? "";
  const [product, setProduct] = useState<SavedProduct | null | undefined>(undefined);

  useEffect(() => {
    let live = true;
    void loadSavedCatalogue().then((saved) => {
      if (!live) return;
      // A catalogue saved for someone else (prices or not) is never shown.
      const mine = saved && saved.catalogue.audience === audience ? saved.catalogue : null;
      setProduct(mine?.products.find((row) => row.slug === slug) ?? null);
    });
    return () => {
      live = false;
    };
  }, [audience, slug]);

  useEffect(() => {
    if (!slug) return;
    const back = () => void checkConnection().then((reachable) => reachable && backToPageOnce(localizedPath(`/products/${encodeURIComponent(slug)}`, locale)));
    if (navigator.onLine) back();
    window.addEventListener("online", back);
    return () => window.removeEventListener("online", back);
  }, [slug, locale]);

  if (product === undefined) {
    return (
      <p className="text-stone-700" aria-busy="true">
        {t("productLoading")}
      </p>
    );
  }
  if (product === null) {
    return (
      <>
        <h1 className="text-2xl font-bold text-brand-800">{t("productNotFound")}</h1>
        <p className="mt-2 max-w-2xl text-stone-700">{t("productNotFoundHint")}</p>
        <Link href="/products" className={`${buttonStyles.primary} mt-6`}>
          {t("browseCatalogue")}
        </Link>
      </>
    );
  }
  return (
    <div data-testid="offline-product">
      <Breadcrumbs crumbs={[{ name: tProduct("home"), href: "/" }, { name: tProduct("products"), href: "/products" }, { name: product.name }]} />
      <p className="mb-6 flex items-start gap-2 rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900">
        <CloudOff aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span>{t("productNotice")}</span>
      </p>
      <ProductDetails product={product} audience={audience} awaiting={awaiting} savedOffline />
    </div>
  );
}
