import { createHmac } from "node:crypto";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { jitteredDelayMs, retryDelaySeconds } from "@/lib/webhooks/dispatcher";
import { signWebhook, SIGNATURE_TOLERANCE_SECONDS, verifyWebhookSignature } from "@/lib/webhooks/signature";

/*
 * The webhook signature (issue 32, docs/webhooks.md "Verifying a delivery"): X-Shop-Signature is
 * "sha256=" and the hex HMAC-SHA256, keyed with the endpoint's secret, of "<timestamp>.<body>"; a
 * receiver that recomputes it accepts the delivery, and refuses any other body, secret, timestamp,
 * or a timestamp more than 5 minutes off. And the retry schedule the dispatcher keeps.
 */

const SECRET = "whsec-test-0123456789abcdef";
const BODY = '{"id":"5b0e…","event":"order.placed","created_at":"2026-11-28T07:00:00.000Z","data":{"id":1}}';
const NOW = 1_795_000_000;

describe("signing a delivery", () => {
  it("is the hex HMAC-SHA256 of timestamp.body, as a receiver computes it with node:crypto", () => {
    const expected = createHmac("sha256", SECRET).update(`${NOW}.${BODY}`).digest("hex");
    expect(signWebhook(SECRET, NOW, BODY)).toBe(`sha256=${expected}`);
    // A known vector, so a change of the scheme cannot pass unnoticed.
    expect(signWebhook("secret", 1700000000, "{}")).toBe(`sha256=${createHmac("sha256", "secret").update("1700000000.{}").digest("hex")}`);
    expect(signWebhook("secret", 1700000000, "{}")).toMatch(/^sha256=[0-9a-f]{64}$/);
  });

  it("verifies its own signature, and nothing else", () => {
    const signature = signWebhook(SECRET, NOW, BODY);
    const headers = { signature, timestamp: String(NOW) };
    expect(verifyWebhookSignature(SECRET, headers, BODY, NOW)).toBe(true);
    expect(verifyWebhookSignature(`${SECRET}x`, headers, BODY, NOW)).toBe(false);
    expect(verifyWebhookSignature(SECRET, headers, BODY.replace('"id":1', '"id":2'), NOW)).toBe(false);
    expect(verifyWebhookSignature(SECRET, { signature, timestamp: String(NOW + 1) }, BODY, NOW)).toBe(false);
    expect(verifyWebhookSignature(SECRET, { signature: signature.toUpperCase(), timestamp: String(NOW) }, BODY, NOW)).toBe(false);
    expect(verifyWebhookSignature(SECRET, { signature: signature.slice(0, -1), timestamp: String(NOW) }, BODY, NOW)).toBe(false);
    expect(verifyWebhookSignature(SECRET, { signature: null, timestamp: String(NOW) }, BODY, NOW)).toBe(false);
    expect(verifyWebhookSignature(SECRET, { signature, timestamp: undefined }, BODY, NOW)).toBe(false);
    expect(verifyWebhookSignature(SECRET, { signature, timestamp: `${NOW}.5` }, BODY, NOW)).toBe(false);
  });

  it("refuses a timestamp more than 5 minutes from the receiver's clock (a replay)", () => {
    const at = (sent: number) => verifyWebhookSignature(SECRET, { signature: signWebhook(SECRET, sent, BODY), timestamp: String(sent) }, BODY, NOW);
    expect(SIGNATURE_TOLERANCE_SECONDS).toBe(300);
    expect(at(NOW - 300)).toBe(true);
    expect(at(NOW + 300)).toBe(true);
    expect(at(NOW - 301)).toBe(false);
    expect(at(NOW + 301)).toBe(false);
  });

  it("holds for any secret, body and time: verify(sign) is true, and false with one byte of the body changed", () => {
    fc.assert(
      fc.property(fc.string({ minLength: 16, maxLength: 64 }), fc.string({ maxLength: 500 }), fc.integer({ min: 0, max: 4_000_000_000 }), (secret, body, ts) => {
        const headers = { signature: signWebhook(secret, ts, body), timestamp: String(ts) };
        expect(verifyWebhookSignature(secret, headers, body, ts)).toBe(true);
        expect(verifyWebhookSignature(secret, headers, `${body}\n`, ts)).toBe(false);
      }),
    );
  });
});

describe("the retry schedule", () => {
  it("waits 30 s, then twice as long after each failure, at most an hour", () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 30].map(retryDelaySeconds)).toEqual([30, 60, 120, 240, 480, 960, 1920, 3600, 3600, 3600]);
  });

  it("adds 0 to 20 % of jitter", () => {
    expect(jitteredDelayMs(1, () => 0)).toBe(30_000);
    expect(jitteredDelayMs(1, () => 0.999999)).toBeLessThanOrEqual(36_000);
    expect(jitteredDelayMs(3, () => 0.5)).toBe(132_000);
  });

  it("tries some 30 times within the 24 hours of a failing receiver", () => {
    let elapsed = 0;
    let attempts = 0;
    while (elapsed <= 24 * 3600) {
      attempts += 1;
      elapsed += retryDelaySeconds(attempts);
    }
    expect(attempts).toBeGreaterThanOrEqual(25);
    expect(attempts).toBeLessThanOrEqual(32);
  });
});
