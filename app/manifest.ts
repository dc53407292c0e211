import type { MetadataRoute } from "next";
import { connection } from "next/server";
import { companyContact } from "@/lib/system/company";

/**
 * The web app manifest (linked from every page by Next.js), so the shop installs on a phone or a
 * desktop and opens on the catalogue. The name is the COMPANY_NAME setting, read when served.
 */
export default async function manifest(): Promise<MetadataRoute.Manifest> {
  await connection();
  const { name } = companyContact();
  return {
    name: `${name} — wholesale`,
    short_name: name.length <= 12 ? name : name.split(/\s+/)[0].slice(0, 12),
    description: `${name}: wholesale food by the case for Canadian businesses.`,
    start_url: "/products",
    scope: "/",
    display: "standalone",
    background_color: "#ffffff",
    theme_color: "#2d6a4f",
    icons: [
      { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
      { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
      { src: "/icons/maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
    ],
  };
}
