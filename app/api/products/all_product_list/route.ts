import { NextResponse } from "next/server";
import { z } from "zod";
import { catalogVersion, listWholeCatalogue } from "@/lib/catalog/catalog-snapshot";
import { apiContext } from "@/lib/context/api-context";
import { apiRoute } from "@/lib/http/route-handler";
import { parseWith, queryObject } from "@/lib/http/validation";

const querySchema = z.object({ is_deleted: z.enum(["false"], { message: 'Only "false" is supported: the offline catalogue holds active products.' }).optional() });

export const GET = apiRoute(async (request, { url }) => {
  parseWith(querySchema, queryObject(url));
  const ctx = await apiContext(request);
  const etag = await catalogVersion(ctx);
  const headers = { ETag: etag, "Cache-Control": "private, no-cache", Vary: "Authorization, Cookie" };
  const sent = request.headers.get("if-none-match");
  if (sent && sent.split(",").map((t) => t.trim()).includes(etag)) return new NextResponse(null, { status: 304, headers });
  return NextResponse.json(await listWholeCatalogue(ctx), { headers });
});
