/**
 * A random Idempotency-Key for one checkout attempt. crypto.getRandomValues works on plain http
 * too (randomUUID needs a secure context, and a self-hosted shop may be reached by a LAN address).
 * Client-safe.
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}
