import { z } from "zod";
import { listCategories } from "@/lib/catalog/categories";
import { apiContext } from "@/lib/context/api-context";
import { apiRoute } from "@/lib/http/route-handler";
import { parseWith, queryObject } from "@/lib/http/validation";

const querySchema = z.object({ is_deleted: z.enum(["true", "false"], { message: 'Must be "true" or "false".' }).optional() });

export const GET = apiRoute(async (request, { url }) => {
  const query = parseWith(querySchema, queryObject(url));
  const ctx = await apiContext(request);
  return listCategories(ctx, { isDeleted: query.is_deleted === "true" });
});
