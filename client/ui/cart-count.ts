"use client";

import { useEffect, useRef, useSyncExternalStore } from "react";

/*
 * The header's cart badge (docs/product.md §4: the number of lines): the server renders the first value,
 * every cart change sets the answer's count, and a return to the tab (or to the network) fetches
 * it again once it is 30 s old (the cart is shared by tabs and devices). A small store rather than
 * TanStack Query, which the catalogue does not otherwise need.
 */
const STALE_MS = 30_000;
const RETRY_MS = 1_000;

let count: number | undefined;
let updatedAt = 0;
let fetching = false;
const listeners = new Set<() => void>();

function setCount(value: number): void {
  updatedAt = Date.now();
  if (count === value) return;
  count = value;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

async function refetch(): Promise<void> {
  if (fetching || Date.now() - updatedAt < STALE_MS) return;
  fetching = true;
  const started = Date.now();
  try {
    const { getCart } = await import("@/client/api-client/cart");
    for (let attempt = 0; attempt < 2; attempt++) {
      try {
        const cart = await getCart();
        // A count set meanwhile (a cart change answered) is at least as fresh.
        if (updatedAt <= started) setCount(cart.count);
        return;
      } catch {
        if (attempt === 0) await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
      }
    }
  } catch {
    // Offline or the chunk did not load: the badge keeps its count until the next try.
  } finally {
    fetching = false;
  }
}

function refetchWhenVisible(): void {
  if (document.visibilityState === "visible") void refetch();
}

export function useCartCount(serverCount: number): number {
  // A later server render (a navigation or a refresh) brings a fresher count. The first one does
  // not overwrite a count a cart change set before the header hydrated (it streams in after the
  // page: a quick Add to cart can answer first).
  const mounted = useRef(false);
  useEffect(() => {
    const first = !mounted.current;
    mounted.current = true;
    if (first && count !== undefined) return;
    setCount(serverCount);
  }, [serverCount]);
  useEffect(() => {
    document.addEventListener("visibilitychange", refetchWhenVisible);
    window.addEventListener("online", refetchWhenVisible);
    return () => {
      document.removeEventListener("visibilitychange", refetchWhenVisible);
      window.removeEventListener("online", refetchWhenVisible);
    };
  }, []);
  return useSyncExternalStore(subscribe, () => count ?? serverCount, () => serverCount);
}

export function useSetCartCount(): (count: number) => void {
  return setCount;
}
