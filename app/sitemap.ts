import type { MetadataRoute } from "next";
import { getDb } from "@/db/client";
import { listSitemapEntries } from "@/lib/catalog/product-detail";
import { VISITOR } from "@/lib/context/actor";
import { newContext } from "@/lib/context/context";
import { siteOrigin } from "@/lib/system/site-url";

export const dynamic = "force-dynamic";

/** Home, the catalogue, every category view and every active product page. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const origin = await siteOrigin();
  const entries = await listSitemapEntries(newContext(await getDb(), VISITOR));
  return [
    { url: `${origin}/`, changeFrequency: "daily", priority: 1 },
    { url: `${origin}/products`, changeFrequency: "daily", priority: 0.9 },
    ...entries.categories.map((c) => ({ url: `${origin}/products?category=${c.id}`, lastModified: c.updatedAt, changeFrequency: "weekly" as const, priority: 0.7 })),
    ...entries.products.map((p) => ({ url: `${origin}/products/${p.slug}`, lastModified: p.updatedAt, changeFrequency: "weekly" as const, priority: 0.6 })),
  ];
}
