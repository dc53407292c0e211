"use client";

import { useSyncExternalStore } from "react";

/*
 * Whether the shop can be reached: the browser says it is online, and the last check of the
 * server did not fail. The browser alone is not enough: a page the service worker served from its
 * cache on a dead connection (or a captive Wi-Fi) runs with navigator.onLine true. A failed check
 * holds until the browser reports a connection again or a new check (every 15 s) gets through.
 */

const LIVE_URL = "/api/health/live/";
const RECHECK_MS = 15_000;
const CHECK_TIMEOUT_MS = 5_000;

let unreachable = false;
let recheck: ReturnType<typeof setInterval> | null = null;
const listeners = new Set<() => void>();

function setUnreachable(value: boolean): void {
  if (unreachable === value) return;
  unreachable = value;
  if (value && !recheck) recheck = setInterval(() => void checkConnection(), RECHECK_MS);
  if (!value && recheck) {
    clearInterval(recheck);
    recheck = null;
  }
  listeners.forEach((listener) => listener());
}

/** Asks the server (never a cache) whether it answers; true when it does. */
export async function checkConnection(): Promise<boolean> {
  if (!navigator.onLine) return false;
  try {
    const response = await fetch(LIVE_URL, { cache: "no-store", signal: AbortSignal.timeout(CHECK_TIMEOUT_MS) });
    setUnreachable(!response.ok);
    return response.ok;
  } catch {
    setUnreachable(true);
    return false;
  }
}

function subscribe(onChange: () => void): () => void {
  const online = () => {
    setUnreachable(false);
    onChange();
  };
  listeners.add(onChange);
  window.addEventListener("online", online);
  window.addEventListener("offline", onChange);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener("online", online);
    window.removeEventListener("offline", onChange);
  };
}

/** Whether the shop is reachable (see above); the server (and the first render) assume it is. */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine && !unreachable,
    () => true,
  );
}
