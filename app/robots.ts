import type { MetadataRoute } from "next";
import { siteOrigin } from "@/lib/system/site-url";

/** Catalogue pages are for search engines; admin, cart, checkout and account pages are not. */
export default async function robots(): Promise<MetadataRoute.Robots> {
  const origin = await siteOrigin();
  return {
    rules: {
      userAgent: "*",
      allow: ["/", "/products"],
      disallow: [
        "/admin/",
        "/cart",
        "/cart-admin",
        "/checkout",
        "/checkout-admin",
        "/my-orders",
        "/my-profile",
        "/order/",
        "/edit-order/",
        "/login",
        "/register",
        "/youremail",
        "/validateCode",
        "/enterpassword",
        "/waiting-verification",
        "/api/",
      ],
    },
    sitemap: `${origin}/sitemap.xml`,
  };
}
