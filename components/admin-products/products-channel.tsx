"use client";

import { useRouter } from "@/client/i18n/navigation";
import { useEffect } from "react";
import { toast } from "@/client/ui/toast";

/*
 * The product list and the edit tabs it opens talk over a BroadcastChannel: an edit saved in its
 * own tab (which then closes itself, docs/product.md §4) makes the list refresh and say so.
 */

export const PRODUCTS_CHANNEL = "admin-products";

export interface ProductsChannelMessage {
  kind: "saved";
  message: string;
}

/** Tells the other tabs of this browser that a product changed. */
export function announceProductChange(message: string): void {
  if (typeof BroadcastChannel === "undefined") return;
  const channel = new BroadcastChannel(PRODUCTS_CHANNEL);
  channel.postMessage({ kind: "saved", message } satisfies ProductsChannelMessage);
  channel.close();
}

/** Mounted on the product list: refreshes it when another tab saved a product. */
export function ProductsRefresher() {
  const router = useRouter();
  useEffect(() => {
    if (typeof BroadcastChannel === "undefined") return;
    const channel = new BroadcastChannel(PRODUCTS_CHANNEL);
    channel.onmessage = (event: MessageEvent<ProductsChannelMessage>) => {
      if (event.data?.kind !== "saved") return;
      toast.success(event.data.message, { duration: 2000 });
      router.refresh();
    };
    return () => channel.close();
  }, [router]);
  return null;
}
