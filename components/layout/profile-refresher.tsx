"use client";

import { useEffect } from "react";
import type { Form } from "@/client/api-client/accounts";

const REFRESH_MS = 60_000;
const GONE = new Set([401, 403, 404]);

/**
 * docs/product.md §4: the profile is refreshed every 60 s for a logged-in user (while the tab is visible,
 * and on a return to it once a minute has passed). When staff changed the verified flag or the
 * role, or the account is gone, the page is loaded again (prices appear, access is withdrawn, or
 * the guard in proxy.ts redirects: a full load, since only a document request gets the guard's
 * redirect). The API client loads with the first check.
 */
export function ProfileRefresher({ userId, form, verified }: { userId: number; form: Form; verified: boolean }) {
  useEffect(() => {
    // What the server rendered counts as fresh: the first check is a minute from now.
    let checkedAt = Date.now();
    let checking = false;
    let stopped = false;
    const check = async () => {
      if (checking) return;
      checking = true;
      checkedAt = Date.now();
      try {
        const [{ getProfile }, { ApiError }] = await Promise.all([import("@/client/api-client/accounts"), import("@/client/api-client/api-error")]);
        try {
          const profile = await getProfile({ id: userId });
          if (!stopped && (profile.form !== form || profile.verified !== verified)) window.location.reload();
        } catch (error) {
          if (!stopped && error instanceof ApiError && GONE.has(error.status)) window.location.reload();
        }
      } catch {
        // The client code did not load (offline): the next check tries again.
      } finally {
        checking = false;
      }
    };
    const onInterval = () => {
      if (document.visibilityState === "visible") void check();
    };
    const onVisible = () => {
      if (document.visibilityState === "visible" && Date.now() - checkedAt >= REFRESH_MS) void check();
    };
    const timer = window.setInterval(onInterval, REFRESH_MS);
    // It streams in after the page (it needs the session): end-to-end tests wait for it to run.
    document.documentElement.dataset.profileWatch = "on";
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      stopped = true;
      window.clearInterval(timer);
      delete document.documentElement.dataset.profileWatch;
      document.removeEventListener("visibilitychange", onVisible);
    };
  }, [userId, form, verified]);
  return null;
}
