import { NextResponse } from "next/server";
import { catalogVersion, listWholeCatalogue } from "@/lib/catalog/catalog-snapshot";
import { wholeCatalogueQuerySchema } from "@/lib/catalog/product-query";
import { apiRoute } from "@/lib/http/api-route";

export const GET = apiRoute(
  {
    access: "public",
    summary: "The whole active catalogue for the offline cache, shaped for the caller's audience; ETag / If-None-Match answer 304.",
    query: wholeCatalogueQuerySchema,
  },
  async ({ ctx, request }) => {
    const etag = await catalogVersion(ctx);
    const headers = { ETag: etag, "Cache-Control": "private, no-cache", Vary: "Authorization, Cookie" };
    const sent = request.headers.get("if-none-match");
    if (sent && sent.split(",").map((t) => t.trim()).includes(etag)) return new NextResponse(null, { status: 304, headers });
    return NextResponse.json(await listWholeCatalogue(ctx), { headers });
  },
);
