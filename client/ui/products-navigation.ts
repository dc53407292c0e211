"use client";

import { useRouter } from "@/client/i18n/navigation";
import { createContext, useContext } from "react";

/*
 * How the /products controls (search, sort) open another view: a router navigation, or, on the
 * offline catalogue, a change of the URL that the page answers in the browser
 * (components/shop/offline-products.tsx).
 */
export const ProductsNavigationContext = createContext<((href: string) => void) | null>(null);

export function useProductsNavigate(): (href: string) => void {
  const router = useRouter();
  const inBrowser = useContext(ProductsNavigationContext);
  return inBrowser ?? ((href: string) => router.push(href));
}
