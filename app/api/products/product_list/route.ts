import { listProducts } from "@/lib/catalog/product-list";
import { productListQuerySchema } from "@/lib/catalog/product-query";
import { apiContext } from "@/lib/context/api-context";
import { apiRoute } from "@/lib/http/route-handler";
import { parseWith, queryObject } from "@/lib/http/validation";

export const GET = apiRoute(async (request, { url }) => {
  const ctx = await apiContext(request);
  return listProducts(ctx, parseWith(productListQuerySchema, queryObject(url)), url);
});
