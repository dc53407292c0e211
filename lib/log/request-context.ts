import "server-only";
import { AsyncLocalStorage } from "node:async_hooks";
import { workUnitAsyncStorage } from "next/dist/server/app-render/work-unit-async-storage.external";
import { REQUEST_ID_HEADER, requestIdFor } from "./request-id";

/*
 * Which request the running code serves, so that every log line can name it (lib/log/logger.ts).
 * Route handlers run inside runWithRequestId (lib/entry/api-route.ts); pages read the id proxy.ts put
 * on the request headers from Next.js's own per-request store (a 'use cache' function has none: what
 * it logs belongs to no one request).
 */

interface RequestContext {
  requestId: string;
}

// One store for every bundle (route handlers, pages and next-auth are bundled separately).
const STORAGE = Symbol.for("wholesale-shop.request-context");
type GlobalWithStorage = typeof globalThis & { [STORAGE]?: AsyncLocalStorage<RequestContext> };

function storage(): AsyncLocalStorage<RequestContext> {
  const g = globalThis as GlobalWithStorage;
  g[STORAGE] ??= new AsyncLocalStorage<RequestContext>();
  return g[STORAGE];
}

/** Runs `fn` as the handling of the request with these headers (their X-Request-Id, or a new one). */
export function runWithRequestId<T>(headers: Headers, fn: () => T): T {
  return storage().run({ requestId: requestIdFor(headers) }, fn);
}

/** The id of the request being served here, if any. */
export function currentRequestId(): string | undefined {
  const own = storage().getStore();
  if (own) return own.requestId;
  try {
    const store = workUnitAsyncStorage.getStore();
    if (store?.type === "request") return store.headers.get(REQUEST_ID_HEADER) ?? undefined;
  } catch {
    // Outside Next.js (scripts, tests) there is no request store.
  }
  return undefined;
}
