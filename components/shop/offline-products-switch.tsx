"use client";

import dynamic from "next/dynamic";
import { useEffect, useRef, useState, type ReactNode } from "react";
import type { Audience } from "@/lib/shared/accounts/actor";
import { sortsFor } from "@/lib/shared/catalog/product-sorts";
import { useTranslations } from "next-intl";
import { keepListLinksInBrowser, openInBrowser, subscribeToAddress } from "@/client/ui/products-in-browser";
import { ProductsNavigationContext } from "@/client/ui/products-navigation";
import { productsQuery, readProductsParams } from "@/lib/shared/ui/products-url";
import { checkConnection, useOnline } from "@/client/ui/use-online";

// The offline catalogue's code loads only when it is needed, from the service worker's saved files.
const OfflineProducts = dynamic(
  () =>
    import("./offline-products").then(
      (m) => m.OfflineProducts,
      () => NotSaved,
    ),
  { ssr: false },
);

/** Without the saved files (no service worker yet, or plain HTTP) there is no saved catalogue. */
function NotSaved() {
  const t = useTranslations("offlineCatalogue");
  return <p className="mx-auto max-w-7xl px-4 py-8 text-stone-700">{t("notSaved")}</p>;
}

const RELOADED_KEY = "shop.offline.reloaded.v1";

/** Loads the page at `url` from the network, at most once a minute per URL (no reload loop). */
function loadOnce(url: string): void {
  try {
    const last = JSON.parse(sessionStorage.getItem(RELOADED_KEY) ?? "null") as { url: string; at: number } | null;
    if (last?.url === url && Date.now() - last.at < 60_000) return;
    sessionStorage.setItem(RELOADED_KEY, JSON.stringify({ url, at: Date.now() }));
  } catch {
    return; // Without storage a reload could repeat: stay on the answer from the saved catalogue.
  }
  location.assign(url);
}

/**
 * The server's /products content while it answers the URL. Offline, the list's links and controls
 * change only the URL; a URL the server did not render (such a change, or a saved copy of the page
 * made for another query) is answered in the browser from the saved catalogue. When the server
 * answers again, such a page asks it for its content.
 */
export function OfflineProductsSwitch({
  renderedFor,
  audience,
  awaiting,
  children,
}: {
  /** The query the server rendered (productsQuery of its view). */
  renderedFor: string;
  audience: Audience;
  awaiting: boolean;
  children: ReactNode;
}) {
  const online = useOnline();
  // The address when the server's content does not answer it: a saved copy of the page made for
  // another query, or (offline) a change by the list's links and controls or the back button. Read
  // in effects, after the router has put a navigation's address in the bar, and not with
  // useSearchParams: a page rendered once for every visitor (lib/entry/visitor-pages.ts) cannot read
  // the URL's query while it is prerendered, and a boundary waiting for it would render per request.
  const [unanswered, setUnanswered] = useState<string | null>(null);
  useEffect(() => {
    const check = () => {
      const asked = productsQuery(readProductsParams(new URLSearchParams(location.search), sortsFor(audience)));
      setUnanswered(asked === renderedFor ? null : location.pathname + location.search);
    };
    check();
    // Online, the router answers every change of the address with the server's content.
    return online ? undefined : subscribeToAddress(check);
  }, [renderedFor, audience, online]);

  // The address last answered from the saved catalogue: the router may put its own idea of the
  // URL (a saved copy's query) back in the address bar meanwhile.
  const answered = useRef<string | null>(null);
  useEffect(() => {
    if (unanswered) answered.current = unanswered;
  }, [unanswered]);

  useEffect(() => {
    // Back online (or online all along, on a saved copy): only a server that answers can render
    // the query, and a page load from the network at that address does.
    const url = answered.current;
    if (online && url) void checkConnection().then((reachable) => reachable && loadOnce(url));
  }, [online, unanswered]);

  if (unanswered !== null) return <OfflineProducts audience={audience} awaiting={awaiting} />;
  // One tree online and offline, so that the list is not mounted again when the connection drops.
  return (
    <ProductsNavigationContext value={online ? null : openInBrowser}>
      <div className="contents" onClickCapture={online ? undefined : keepListLinksInBrowser}>
        {children}
      </div>
    </ProductsNavigationContext>
  );
}
