"use client";

import { Link } from "@/client/i18n/navigation";
import { useSearchParams } from "next/navigation";
import { useEffect, useState, type ReactNode } from "react";
import { useLocale, useTranslations } from "next-intl";
import { formatDateTime } from "@/lib/shared/i18n/dates";
import type { SavedPagesSummary } from "@/lib/shared/offline/saved-pages";
import { buttonStyles } from "@/components/ui/button";
import { savedCatalogueDate } from "@/client/offline/saved-catalogue";
import { pageToReturnTo } from "@/client/offline/offline-caches";
import { savedPagesSummary } from "@/client/offline/saved-pages";
import { checkConnection } from "@/client/ui/use-online";
import { backToPageOnce } from "./back-online";

interface Saved {
  catalogue: Date | null;
  pages: SavedPagesSummary;
}

function Item({ title, children }: { title: string; children: ReactNode }) {
  return (
    <li className="flex flex-col gap-2 rounded-xl border border-stone-200 bg-white p-4">
      <h3 className="font-semibold text-stone-900">{title}</h3>
      {children}
    </li>
  );
}

/**
 * The offline screen's body: what the shop saved on this device, read from the service worker's
 * caches (the catalogue's date; for a verified customer the cart, My orders and the order pages
 * opened, as last seen), each with its link. Everything in it is this person's: the caches are
 * dropped at login and logout. Once the shop answers again, the page asked for (`from`) opens.
 */
export function OfflineScreen({ customer }: { customer: boolean }) {
  const t = useTranslations("offlineSaved");
  const locale = useLocale();
  const when = (date: Date | null) => (date ? formatDateTime(date, locale) : t("unknownDate"));
  const from = pageToReturnTo(useSearchParams().get("from"));
  const [saved, setSaved] = useState<Saved | undefined>(undefined);
  useEffect(() => {
    if (!from) return;
    const back = () => void checkConnection().then((reachable) => reachable && backToPageOnce(from));
    if (navigator.onLine) back();
    window.addEventListener("online", back);
    return () => window.removeEventListener("online", back);
  }, [from]);
  useEffect(() => {
    let live = true;
    void Promise.all([savedCatalogueDate(), savedPagesSummary()]).then(([catalogue, pages]) => live && setSaved({ catalogue, pages }));
    return () => {
      live = false;
    };
  }, []);

  return (
    <div className="flex flex-col gap-6" data-testid="offline-screen">
      <div>
        <h1 className="text-3xl font-bold text-brand-800">{t("screenTitle")}</h1>
        <p className="mt-2 text-stone-700">{t("screenIntro")}</p>
      </div>
      <section aria-labelledby="offline-saved-heading" className="flex flex-col gap-3">
        <h2 id="offline-saved-heading" className="text-xl font-bold text-brand-800">
          {t("savedHeading")}
        </h2>
        {saved === undefined ? (
          <p className="text-stone-700" aria-busy="true">
            {t("loading")}
          </p>
        ) : (
          <ul className="flex flex-col gap-3">
            <Item title={t("catalogue")}>
              <p className="text-sm text-stone-700">{saved.catalogue ? t("catalogueSaved", { when: formatDateTime(saved.catalogue, locale) }) : t("catalogueNotSaved")}</p>
              {saved.catalogue && (
                <Link href="/products" className={`${buttonStyles.primary} self-start`}>
                  {t("browseCatalogue")}
                </Link>
              )}
            </Item>
            {customer && (
              <>
                <Item title={t("cart")}>
                  <p className="text-sm text-stone-700">{saved.pages.cart ? t("cartSaved", { when: when(saved.pages.cart.savedAt) }) : t("cartNotSaved")}</p>
                  {saved.pages.cart && (
                    <Link href="/cart" className={`${buttonStyles.secondary} self-start`}>
                      {t("openCart")}
                    </Link>
                  )}
                </Item>
                <Item title={t("myOrders")}>
                  <p className="text-sm text-stone-700">{saved.pages.myOrders ? t("myOrdersSaved", { when: when(saved.pages.myOrders.savedAt) }) : t("myOrdersNotSaved")}</p>
                  {saved.pages.myOrders && (
                    <Link href={saved.pages.myOrders.path} className={`${buttonStyles.secondary} self-start`}>
                      {t("openMyOrders")}
                    </Link>
                  )}
                </Item>
                <Item title={t("ordersOpened")}>
                  {saved.pages.orders.length === 0 ? (
                    <p className="text-sm text-stone-700">{t("noOrdersOpened")}</p>
                  ) : (
                    <ul className="flex flex-col gap-1 text-sm">
                      {saved.pages.orders.map((order) => (
                        <li key={order.id}>
                          <Link href={order.path} className="font-semibold text-brand-700 underline hover:text-brand-800">
                            {t("orderSaved", { id: order.id, when: when(order.savedAt) })}
                          </Link>
                        </li>
                      ))}
                    </ul>
                  )}
                </Item>
              </>
            )}
          </ul>
        )}
      </section>
      <p className="text-sm text-stone-700">{t("needsConnection")}</p>
      <Link href="/" className="self-start text-sm font-semibold text-brand-700 underline hover:text-brand-800">
        {t("home")}
      </Link>
    </div>
  );
}
