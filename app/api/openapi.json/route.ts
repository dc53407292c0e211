import { apiRoute } from "@/lib/entry/api-route";
import { declaredRoutes, openApiDocument } from "@/lib/entry/openapi";
import { APP_VERSION } from "@/lib/system/version";

/** The OpenAPI 3.1 document of every REST route, built from the routes' own declarations. */
export const GET = apiRoute({ access: "anonymous", summary: "The OpenAPI document of this API." }, async ({ url }) => {
  // Imported when asked: the manifest imports this module too.
  const { API_ROUTES } = await import("@/app/api/route-manifest");
  return openApiDocument(declaredRoutes(API_ROUTES), { version: APP_VERSION, serverUrl: url.origin });
});
