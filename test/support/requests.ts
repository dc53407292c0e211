import { NextRequest } from "next/server";

export const TEST_ORIGIN = "http://shop.test";

/** A NextRequest as a route handler receives it. */
export function apiRequest(
  pathname: string,
  init: { method?: string; body?: unknown; headers?: Record<string, string> } = {},
): NextRequest {
  const headers = new Headers(init.headers);
  let body: string | FormData | undefined;
  if (init.body instanceof FormData) {
    body = init.body; // the multipart content type (with its boundary) is set by the Request
  } else if (init.body !== undefined) {
    body = typeof init.body === "string" ? init.body : JSON.stringify(init.body);
    if (!headers.has("content-type")) headers.set("content-type", "application/json");
  }
  return new NextRequest(new URL(pathname, TEST_ORIGIN), { method: init.method ?? "GET", headers, body });
}

/** The context argument a route handler receives. */
export function routeParams<P>(params: P): { params: Promise<P> } {
  return { params: Promise.resolve(params) };
}

export const noParams = routeParams({} as Record<string, never>);

/** A route handler's answer as status and parsed JSON body, for one toMatchObject. */
export const json = async (response: Response) => ({ status: response.status, body: await response.json() });
