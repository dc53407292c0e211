import { listProducts } from "@/lib/catalog/product-list";
import { productListQuerySchema } from "@/lib/shared/catalog/product-query";
import { apiRoute } from "@/lib/entry/api-route";
import { envelopeOf } from "@/lib/http/page-envelope";

export const GET = apiRoute(
  {
    access: "public",
    summary:
      "One page (16) of products: search, category, sort and filters; prices for verified customers and admins, staff fields and the trash for admins. Names are in the caller's language (docs/i18n.md: the user's choice, else Accept-Language; English where a product has no French name), staff read `name` and `name_fr`. A search matches every word in either name, the item code or barcode (one letter off when nothing matches) and is sorted by relevance unless another sort is given; price / -price sort by what a case costs after the special; no_name_fr (staff) lists the products without a French name.",
    query: productListQuerySchema,
  },
  async ({ ctx, query, url }) => envelopeOf(url, await listProducts(ctx, query)),
);
