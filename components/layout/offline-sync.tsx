"use client";

import { usePathname } from "@/client/i18n/navigation";
import { useEffect, useRef } from "react";

/*
 * The worker's code is loaded when the page has loaded, not with the page: registering and saving
 * wait for the load anyway, and every page's JavaScript is the lighter for it (the /products bar).
 */
const worker = () => import("@/client/offline/service-worker");
const saveAll = () => void worker().then((w) => w.saveForOffline({ force: true })).catch(() => undefined);
const savePage = () => void worker().then((w) => w.saveForOffline()).catch(() => undefined);

/**
 * Registers the service worker once the page has loaded, and keeps the offline copy of the
 * catalogue current: the page being shown, the catalogue data now and then, and everything when a
 * worker takes control (the first visit, a new build) or the connection comes back.
 */
export function OfflineSync() {
  const pathname = usePathname();
  const firstPath = useRef(true);

  useEffect(() => {
    const start = () =>
      void worker()
        .then(async (w) => {
          await w.registerServiceWorker();
          await w.saveForOffline();
        })
        .catch(() => undefined);
    if (document.readyState === "complete") start();
    else window.addEventListener("load", start, { once: true });
    window.addEventListener("online", saveAll);
    // A new build's worker took over from an older one: its saved pages start empty. (The first
    // worker of a visit is already syncing through start.)
    const takeover = navigator.serviceWorker?.controller ? saveAll : savePage;
    navigator.serviceWorker?.addEventListener("controllerchange", takeover);
    return () => {
      window.removeEventListener("load", start);
      window.removeEventListener("online", saveAll);
      navigator.serviceWorker?.removeEventListener("controllerchange", takeover);
    };
  }, []);

  useEffect(() => {
    // A client-side navigation: save the new page too (the first one is saved at registration).
    if (firstPath.current) {
      firstPath.current = false;
      return;
    }
    savePage();
  }, [pathname]);

  return null;
}
