import type { MetadataRoute } from "next";
import { connection } from "next/server";
import { listSitemapEntries } from "@/lib/catalog/product-detail";
import { pageAddresses } from "@/lib/i18n/alternates";
import { LOCALES } from "@/lib/shared/i18n/locales";
import { siteOrigin } from "@/lib/system/site-url";

type Entry = MetadataRoute.Sitemap[number];

/**
 * Home, the catalogue, every category view and every active product page, each in English and in
 * French (/fr/...), each naming the other with its hreflang alternates (docs/i18n.md).
 */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  // Read at request time (with PUBLIC_URL set nothing else here would say so): never at build.
  await connection();
  const origin = await siteOrigin();
  const entries = await listSitemapEntries();
  const both = (path: string, rest: Omit<Entry, "url" | "alternates">): Entry[] =>
    LOCALES.map((locale) => {
      const { canonical, languages } = pageAddresses(origin, path, locale);
      return { url: canonical, alternates: { languages }, ...rest };
    });
  return [
    ...both("/", { changeFrequency: "daily", priority: 1 }),
    ...both("/products", { changeFrequency: "daily", priority: 0.9 }),
    ...entries.categories.flatMap((c) => both(`/products?category=${c.id}`, { lastModified: c.updatedAt, changeFrequency: "weekly", priority: 0.7 })),
    ...entries.products.flatMap((p) => both(`/products/${p.slug}`, { lastModified: p.updatedAt, changeFrequency: "weekly", priority: 0.6 })),
  ];
}
