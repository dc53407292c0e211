"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect } from "react";
import { getCart } from "@/lib/api-client/cart";

/*
 * The header's cart badge (SPEC.md §4: the number of lines), kept in TanStack Query: the server
 * renders the first value, every cart change sets the answer's count, and a return to the tab
 * refetches it (the cart is shared by tabs and devices).
 */
const CART_COUNT_KEY = ["cart-count"] as const;

export function useCartCount(serverCount: number): number {
  const client = useQueryClient();
  const query = useQuery({
    queryKey: CART_COUNT_KEY,
    queryFn: ({ signal }) => getCart({ signal }).then((cart) => cart.count),
    initialData: serverCount,
    staleTime: 30_000,
    refetchOnWindowFocus: true,
  });
  // A later server render (a navigation or a refresh) brings a fresher count.
  useEffect(() => {
    client.setQueryData(CART_COUNT_KEY, serverCount);
  }, [client, serverCount]);
  return query.data;
}

export function useSetCartCount(): (count: number) => void {
  const client = useQueryClient();
  return useCallback((count: number) => client.setQueryData(CART_COUNT_KEY, count), [client]);
}
