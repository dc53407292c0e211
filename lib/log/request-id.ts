import "server-only";
/*
 * The request id every answer carries (X-Request-Id) and every log line of that request names.
 * A sane incoming id (from a load balancer or a client retrying) is kept so logs can be followed
 * across hops; anything else is replaced by a new UUID. No server-only: proxy.ts uses it.
 */

export const REQUEST_ID_HEADER = "x-request-id";

const SANE_ID = /^[A-Za-z0-9._:@=+/-]{8,128}$/;

/** The incoming id when it is sane (8–128 safe characters), otherwise a new random UUID. */
export function requestIdFor(headers: Headers): string {
  const incoming = headers.get(REQUEST_ID_HEADER)?.trim();
  return incoming && SANE_ID.test(incoming) ? incoming : crypto.randomUUID();
}
