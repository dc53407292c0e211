import { listProducts } from "@/lib/catalog/product-list";
import { productListQuerySchema } from "@/lib/shared/catalog/product-query";
import { apiRoute } from "@/lib/entry/api-route";
import { envelopeOf } from "@/lib/http/page-envelope";

export const GET = apiRoute(
  {
    access: "public",
    summary: "One page (16) of products: search, category, sort and filters; prices for verified customers and admins, staff fields and the trash for admins.",
    query: productListQuerySchema,
  },
  async ({ ctx, query, url }) => envelopeOf(url, await listProducts(ctx, query)),
);
