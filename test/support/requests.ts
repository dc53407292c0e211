import { NextRequest } from "next/server";

export const TEST_ORIGIN = "http://shop.test";

/** A NextRequest as a route handler receives it. */
export function apiRequest(
  pathname: string,
  init: { method?: string; body?: unknown; headers?: Record<string, string> } = {},
): NextRequest {
  const headers = new Headers(init.headers);
  let body: string | undefined;
  if (init.body !== undefined) {
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
