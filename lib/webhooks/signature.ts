import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";

/*
 * The signature of a webhook delivery (issue 32, docs/webhooks.md "Verifying a delivery"):
 * X-Shop-Signature: sha256=<hex HMAC-SHA256 of "<X-Shop-Timestamp>.<body>" keyed with the endpoint's
 * secret>. The timestamp is signed with the body, so a captured delivery cannot be replayed later
 * with a new time: a receiver refuses one older than SIGNATURE_TOLERANCE_SECONDS.
 */

export const SIGNATURE_PREFIX = "sha256=";
/** How far a receiver should accept X-Shop-Timestamp from its own clock (docs/webhooks.md). */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

/** The X-Shop-Signature value for a body sent at `timestamp` (unix seconds). */
export function signWebhook(secret: string, timestamp: number, body: string): string {
  return SIGNATURE_PREFIX + createHmac("sha256", secret).update(`${timestamp}.${body}`, "utf8").digest("hex");
}

/**
 * What a receiver does (and docs/webhooks.md shows): recompute the HMAC over the raw body, compare in
 * constant time, and refuse a timestamp more than `toleranceSeconds` away from `nowSeconds`.
 */
export function verifyWebhookSignature(
  secret: string,
  headers: { signature: string | null | undefined; timestamp: string | null | undefined },
  body: string,
  nowSeconds = Math.floor(Date.now() / 1000),
  toleranceSeconds = SIGNATURE_TOLERANCE_SECONDS,
): boolean {
  const { signature, timestamp } = headers;
  if (!signature || !timestamp || !/^\d{1,12}$/.test(timestamp)) return false;
  if (Math.abs(nowSeconds - Number(timestamp)) > toleranceSeconds) return false;
  const expected = Buffer.from(signWebhook(secret, Number(timestamp), body), "utf8");
  const given = Buffer.from(signature, "utf8");
  return given.length === expected.length && timingSafeEqual(given, expected);
}
