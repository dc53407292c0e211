import type { MetadataRoute } from "next";
import { connection } from "next/server";
import { listSitemapEntries } from "@/lib/catalog/product-detail";
import { siteOrigin } from "@/lib/system/site-url";

/** Home, the catalogue, every category view and every active product page. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  // Read at request time (with PUBLIC_URL set nothing else here would say so): never at build.
  await connection();
  const origin = await siteOrigin();
  const entries = await listSitemapEntries();
  return [
    { url: `${origin}/`, changeFrequency: "daily", priority: 1 },
    { url: `${origin}/products`, changeFrequency: "daily", priority: 0.9 },
    ...entries.categories.map((c) => ({ url: `${origin}/products?category=${c.id}`, lastModified: c.updatedAt, changeFrequency: "weekly" as const, priority: 0.7 })),
    ...entries.products.map((p) => ({ url: `${origin}/products/${p.slug}`, lastModified: p.updatedAt, changeFrequency: "weekly" as const, priority: 0.6 })),
  ];
}
