import { NextResponse } from "next/server";
import { catalogVersion, listWholeCatalogue } from "@/lib/catalog/catalog-snapshot";
import { wholeCatalogueQuerySchema } from "@/lib/shared/catalog/product-query";
import { apiRoute } from "@/lib/entry/api-route";

export const GET = apiRoute(
  {
    access: "public",
    summary:
      "The whole active catalogue for the offline cache, in compact rows shaped for the caller's audience; ETag / If-None-Match answer 304. Never stored by the browser's HTTP cache (it can hold prices): the service worker keeps it and revalidates it itself.",
    query: wholeCatalogueQuerySchema,
  },
  async ({ ctx, request }) => {
    const etag = await catalogVersion(ctx);
    // No Vary on Accept-Language: the service worker looks its saved copy up by URL alone (a Vary
    // the lookup's request does not match hides it); the ETag names the language instead.
    const headers = { ETag: etag, Vary: "Authorization, Cookie" };
    const sent = request.headers.get("if-none-match");
    if (sent && sent.split(",").map((t) => t.trim()).includes(etag)) return new NextResponse(null, { status: 304, headers });
    return NextResponse.json(await listWholeCatalogue(ctx), { headers });
  },
);
