import { listMyOrders } from "@/lib/orders/customer-orders";
import { myOrdersQuerySchema } from "@/lib/orders/query-schemas";
import { apiContext } from "@/lib/context/api-context";
import { apiRoute } from "@/lib/http/route-handler";
import { parseWith, queryObject } from "@/lib/http/validation";

export const GET = apiRoute(async (request, { url }) => {
  const ctx = await apiContext(request);
  return listMyOrders(ctx, parseWith(myOrdersQuerySchema, queryObject(url)), url);
});
