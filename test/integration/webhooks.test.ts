import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { and, eq, sql } from "drizzle-orm";
import { GET as listRoute, POST as createRoute } from "@/app/api/webhooks/route";
import { DELETE as deleteRoute, GET as getRoute, PATCH as patchRoute } from "@/app/api/webhooks/[id]/route";
import { POST as testRoute } from "@/app/api/webhooks/[id]/test/route";
import { GET as deliveriesRoute } from "@/app/api/webhooks/[id]/deliveries/route";
import { POST as redeliverRoute } from "@/app/api/webhooks/[id]/deliveries/[deliveryId]/redeliver/route";
import { PATCH as orderStatusRoute } from "@/app/api/orders/order_status/[id]/route";
import { PATCH as confirmRoute } from "@/app/api/orders/confirm_order/[id]/route";
import { PATCH as billingRoute } from "@/app/api/orders/order/details/[id]/route";
import { POST as registrationRoute } from "@/app/api/rest-auth/registration/route";
import { PATCH as productRoute } from "@/app/api/products/product/details/[id]/route";
import { getDb, type Db } from "@/db/client";
import { auditLog, webhookDeliveries, webhookEndpoints } from "@/db/schema";
import { inTransaction, newContext } from "@/lib/context/context";
import { resetEnvCache } from "@/lib/env";
import { resetAllLimiters } from "@/lib/security/rate-limit";
import { webhooksErrorMessages as m } from "@/lib/shared/messages/errors-webhooks";
import { createWebhookEndpoint } from "@/lib/webhooks/endpoints-admin";
import { deliverDue, RETRY_WINDOW_HOURS } from "@/lib/webhooks/dispatcher";
import { emitWebhookEvent } from "@/lib/webhooks/events";
import { postWebhook } from "@/lib/webhooks/http-post";
import { verifyWebhookSignature } from "@/lib/webhooks/signature";
import type { Resolver } from "@/lib/webhooks/url-guard";
import { tokenHeader, type TestUser } from "@/test/support/accounts";
import * as build from "@/test/support/builders";
import { apiRequest, noParams, routeParams } from "@/test/support/requests";

/*
 * Webhooks (issue 32, docs/webhooks.md) against a real receiver (node:http on 127.0.0.1, allowed by
 * WEBHOOKS_ALLOW_PRIVATE_ADDRESSES=true, set here as development would): staff register endpoints
 * over REST (admins only; bad input a 400 that stores nothing; an audit row per write, never the
 * secret); business changes queue deliveries inside their own transaction (a rollback queues
 * nothing); the dispatcher, driven here with deliverDue(db, now) and the clock each test wants,
 * signs and posts them, retries with backoff and gives up after 24 h; internal addresses are
 * refused without the setting, at registration and again at send time.
 */

let db: Db;
let admin: TestUser;
let customer: TestUser;
let pending: TestUser;

type Received = { headers: IncomingHttpHeaders; body: string; path: string };
let server: Server;
let receiverUrl: string;
const received: Received[] = [];
/** The statuses the receiver answers next, in order; 200 once empty. */
let answers: number[] = [];

type Handler = (request: ReturnType<typeof apiRequest>, context: { params: Promise<Record<string, string>> }) => Promise<Response>;

async function call(
  handler: Handler,
  path: string,
  options: { method?: string; body?: unknown; user?: TestUser | null; params?: Record<string, string | number> } = {},
) {
  const user = options.user === undefined ? admin : options.user;
  const params = options.params ? Object.fromEntries(Object.entries(options.params).map(([k, v]) => [k, String(v)])) : undefined;
  const response = await handler(
    apiRequest(path, { method: options.method ?? "GET", body: options.body, headers: user ? tokenHeader(user) : {} }),
    params ? routeParams(params) : noParams,
  );
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}

const list = (user?: TestUser | null) => call(listRoute as Handler, "/api/webhooks/", { user });
const create = (body: unknown, user?: TestUser | null) => call(createRoute as Handler, "/api/webhooks/", { method: "POST", body, user });
const read = (id: number | string, user?: TestUser | null) => call(getRoute as Handler, `/api/webhooks/${id}/`, { params: { id }, user });
const patch = (id: number | string, body: unknown, user?: TestUser | null) => call(patchRoute as Handler, `/api/webhooks/${id}/`, { method: "PATCH", body, params: { id }, user });
const remove = (id: number | string, user?: TestUser | null) => call(deleteRoute as Handler, `/api/webhooks/${id}/`, { method: "DELETE", params: { id }, user });
const sendTest = (id: number | string, user?: TestUser | null) => call(testRoute as Handler, `/api/webhooks/${id}/test/`, { method: "POST", params: { id }, user });
const deliveries = (id: number | string, user?: TestUser | null, query = "") => call(deliveriesRoute as Handler, `/api/webhooks/${id}/deliveries/${query}`, { params: { id }, user });
const redeliver = (id: number, deliveryId: number, user?: TestUser | null) =>
  call(redeliverRoute as Handler, `/api/webhooks/${id}/deliveries/${deliveryId}/redeliver/`, { method: "POST", params: { id, deliveryId }, user });

const setAllowPrivate = (allowed: boolean) => {
  process.env.WEBHOOKS_ALLOW_PRIVATE_ADDRESSES = allowed ? "true" : "false";
  resetEnvCache();
};

/** An endpoint on the test receiver, through the API; answers it with its secret. */
async function endpointFor(events: string[], path = "/hook", secret?: string): Promise<{ id: number; secret: string; url: string }> {
  const answer = await create({ url: `${receiverUrl}${path}`, events, ...(secret ? { secret } : {}) });
  expect(answer.status).toBe(201);
  return answer.body as { id: number; secret: string; url: string };
}

const deliveriesOf = (endpointId: number) => db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, endpointId)).orderBy(webhookDeliveries.id);
const auditRows = (entityId: number) =>
  db.select().from(auditLog).where(and(eq(auditLog.entity, "webhook"), eq(auditLog.entityId, String(entityId)))).orderBy(auditLog.id);
const seconds = (date: Date, s: number) => new Date(date.getTime() + s * 1000);

/** Switches every endpoint off, so a test's events reach only the endpoints it makes. */
async function quiet(): Promise<void> {
  await db.update(webhookEndpoints).set({ active: false });
  await db.delete(webhookDeliveries);
}

beforeAll(async () => {
  setAllowPrivate(true);
  db = await getDb();
  admin = await build.admin();
  customer = await build.customer();
  pending = await build.customer({ verified: false });
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString("utf8"), path: req.url ?? "" });
      const status = answers.shift() ?? 200;
      res.writeHead(status, { "content-type": "text/plain" });
      res.end(status === 200 ? "ok" : "receiver is down");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  receiverUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  delete process.env.WEBHOOKS_ALLOW_PRIVATE_ADDRESSES;
  resetEnvCache();
});

beforeEach(async () => {
  resetAllLimiters();
  setAllowPrivate(true);
  received.length = 0;
  answers = [];
  await quiet();
});

describe("registering endpoints (admins only)", () => {
  it("creates an endpoint, answers its secret once, lists, edits and deletes it, each write with an audit row and never the secret", async () => {
    const created = await create({ url: `${receiverUrl}/crud`, events: ["product.changed", "order.placed", "order.paid"] });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ url: `${receiverUrl}/crud`, events: ["order.placed", "order.paid", "product.changed"], active: true, last_delivery: null });
    const secret = created.body.secret as string;
    expect(secret).toMatch(/^[0-9a-f]{64}$/);
    expect(created.body.secret_hint).toBe(`…${secret.slice(-4)}`);
    const id = created.body.id as number;

    const listed = await list();
    expect(listed.status).toBe(200);
    const row = (listed.body as Array<Record<string, unknown>>).find((e) => e.id === id);
    expect(row).toMatchObject({ url: `${receiverUrl}/crud`, secret_hint: `…${secret.slice(-4)}` });
    expect(JSON.stringify(listed.body)).not.toContain(secret);
    const one = await read(id);
    expect(one.status).toBe(200);
    expect(one.body).not.toHaveProperty("secret");

    const edited = await patch(id, { events: ["order.delivered"], active: false, url: `${receiverUrl}/crud-2` });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ events: ["order.delivered"], active: false, url: `${receiverUrl}/crud-2` });
    const rotated = await patch(id, { secret: "a-new-secret-of-24-chars" });
    expect(rotated.body.secret_hint).toBe("…hars");
    expect(rotated.body).not.toHaveProperty("secret");
    const [stored] = await db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id));
    expect(stored.secret).toBe("a-new-secret-of-24-chars");

    expect((await remove(id)).status).toBe(204);
    expect((await read(id)).status).toBe(404);
    expect((await remove(id)).status).toBe(404);

    const audit = await auditRows(id);
    expect(audit.map((a) => a.action)).toEqual(["create", "update", "update", "delete"]);
    expect(audit[0].after).toMatchObject({ url: `${receiverUrl}/crud`, events: ["order.placed", "order.paid", "product.changed"], active: true });
    expect(audit[1].before).toMatchObject({ active: true, events: ["order.placed", "order.paid", "product.changed"] });
    expect(audit[1].after).toMatchObject({ active: false, events: ["order.delivered"] });
    expect(audit[2].after).toEqual({ secret: "(new secret)" });
    expect(audit[3].before).toMatchObject({ url: `${receiverUrl}/crud-2` });
    expect(audit[0].actorId).toBe(admin.id);
    for (const entry of audit) {
      expect(JSON.stringify(entry)).not.toContain(secret);
      expect(JSON.stringify(entry)).not.toContain("a-new-secret-of-24-chars");
    }
  });

  it("keeps a secret given by staff", async () => {
    const created = await create({ url: `${receiverUrl}/given`, events: ["order.placed"], secret: "my-own-secret-123456" });
    expect(created.status).toBe(201);
    expect(created.body.secret).toBe("my-own-secret-123456");
  });

  it("refuses bad input with a 400 naming the field, and stores nothing", async () => {
    const before = await db.select({ n: sql<number>`count(*)::int` }).from(webhookEndpoints);
    const cases: Array<[unknown, string, string]> = [
      [{ events: ["order.placed"] }, "url", m.url],
      [{ url: "ftp://example.ca/hook", events: ["order.placed"] }, "url", m.url],
      [{ url: "not a url", events: ["order.placed"] }, "url", m.url],
      [{ url: "https://user:pass@example.ca/hook", events: ["order.placed"] }, "url", m.urlCredentials],
      [{ url: `https://example.ca/${"x".repeat(2000)}`, events: ["order.placed"] }, "url", m.urlTooLong(2000)],
      [{ url: `${receiverUrl}/x`, events: [] }, "events", m.events],
      [{ url: `${receiverUrl}/x`, events: "order.placed" }, "events", m.events],
      [{ url: `${receiverUrl}/x`, events: ["order.shipped"] }, "events.0", m.eventUnknown("order.placed, order.edited, order.confirmed, order.paid, order.delivered, customer.registered, product.changed")],
      [{ url: `${receiverUrl}/x`, events: ["order.paid", "order.paid"] }, "events.1", m.eventTwice],
      [{ url: `${receiverUrl}/x`, events: ["order.paid"], secret: "short" }, "secret", m.secretLength(16, 200)],
      [{ url: `${receiverUrl}/x`, events: ["order.paid"], secret: "has a space in it 12345" }, "secret", m.secretCharacters],
    ];
    for (const [body, field, message] of cases) {
      const answer = await create(body);
      expect({ body, status: answer.status, message: answer.body?.[field] }).toEqual({ body, status: 400, message: [message] });
    }
    const { id } = await endpointFor(["order.paid"]);
    expect((await patch(id, { active: "yes" })).status).toBe(400);
    expect((await patch(id, { events: [] })).status).toBe(400);
    const after = await db.select({ n: sql<number>`count(*)::int` }).from(webhookEndpoints);
    expect(after[0].n).toBe(before[0].n + 1);
    expect((await read(id)).body).toMatchObject({ active: true, events: ["order.paid"] });
  });

  it("answers 401 to a visitor and 403 to customers on every route, 404 for an unknown endpoint", async () => {
    const { id } = await endpointFor(["order.paid"]);
    for (const [user, status] of [[null, 401], [customer, 403], [pending, 403]] as const) {
      expect((await list(user)).status).toBe(status);
      expect((await create({ url: `${receiverUrl}/nope`, events: ["order.paid"] }, user)).status).toBe(status);
      expect((await read(id, user)).status).toBe(status);
      expect((await patch(id, { active: false }, user)).status).toBe(status);
      expect((await remove(id, user)).status).toBe(status);
      expect((await sendTest(id, user)).status).toBe(status);
      expect((await deliveries(id, user)).status).toBe(status);
    }
    expect((await read(id)).body.active).toBe(true);
    expect(await deliveriesOf(id)).toEqual([]);
    for (const answer of [await read(999_999), await patch(999_999, { active: false }), await sendTest(999_999), await deliveries(999_999), await redeliver(999_999, 1)]) {
      expect(answer.status).toBe(404);
    }
    expect((await deliveries(id, admin, "?page=2")).status).toBe(404);
  });
});

describe("the SSRF rule: internal addresses are refused unless WEBHOOKS_ALLOW_PRIVATE_ADDRESSES=true", () => {
  it.each([
    ["loopback", "https://127.0.0.1/hook", "127.0.0.1"],
    ["loopback, elsewhere in 127/8", "https://127.8.9.10:8443/hook", "127.8.9.10"],
    ["private 10/8", "https://10.1.2.3/hook", "10.1.2.3"],
    ["private 172.16/12", "https://172.20.0.5/hook", "172.20.0.5"],
    ["private 192.168/16", "https://192.168.1.10/hook", "192.168.1.10"],
    ["link-local, the cloud metadata service", "https://169.254.169.254/latest/meta-data/", "169.254.169.254"],
    ["carrier-grade NAT", "https://100.64.0.1/hook", "100.64.0.1"],
    ["unspecified", "https://0.0.0.0/hook", "0.0.0.0"],
    ["IPv6 loopback", "https://[::1]/hook", "::1"],
    ["IPv6 unique local", "https://[fd12:3456::1]/hook", "fd12:3456::1"],
    ["IPv6 link-local", "https://[fe80::1]/hook", "fe80::1"],
    ["IPv4-mapped loopback", "https://[::ffff:127.0.0.1]/hook", "::ffff:7f00:1"],
    ["a name resolving to loopback", "https://localhost/hook", "127.0.0.1"],
  ])("%s: %s", async (_label, url, address) => {
    setAllowPrivate(false);
    const answer = await create({ url, events: ["order.placed"] });
    expect(answer.status).toBe(400);
    const message = (answer.body.url as string[])[0];
    // localhost may resolve to ::1 first on some machines: either loopback address is the refusal.
    if (url.includes("localhost")) expect([m.urlRefusedAddress("127.0.0.1"), m.urlRefusedAddress("::1")]).toContain(message);
    else expect(message).toBe(m.urlRefusedAddress(address));
    expect(await db.select().from(webhookEndpoints).where(eq(webhookEndpoints.url, url))).toEqual([]);
  });

  it("refuses http:// without the setting, and an edit to an internal address", async () => {
    const { id } = await endpointFor(["order.placed"]);
    setAllowPrivate(false);
    expect((await create({ url: "http://198.51.100.7/hook", events: ["order.placed"] })).body).toEqual({ url: [m.urlHttps] });
    expect((await patch(id, { url: "https://10.0.0.8/hook" })).body).toEqual({ url: [m.urlRefusedAddress("10.0.0.8")] });
    // A public address is accepted (no DNS needed for a literal; nothing is sent to it here).
    const publicOne = await create({ url: "https://198.51.100.7/hook", events: ["order.placed"] });
    expect(publicOne.status).toBe(201);
    await patch(publicOne.body.id, { active: false });
  });

  it("checks again at send time: an endpoint saved while allowed is not posted to once the setting is off", async () => {
    const endpoint = await endpointFor(["order.paid"], "/late");
    await inTransaction(newContext(db, { kind: "visitor" }), (tx) => emitWebhookEvent(tx, "order.paid", { id: 1 }));
    const summary = await deliverDue(db, new Date(), { allowPrivate: false });
    expect(summary).toMatchObject({ attempted: 1, delivered: 0, retrying: 1 });
    expect(received).toEqual([]);
    const [delivery] = await deliveriesOf(endpoint.id);
    expect(delivery).toMatchObject({ status: "pending", attempts: 1, responseStatus: null, lastError: "The endpoint must use https://." });
  });
});

describe("the connection goes to the address vetted", () => {
  it("connects a name to the address its guarded lookup answers", async () => {
    const port = (server.address() as AddressInfo).port;
    const resolve: Resolver = async () => [{ address: "127.0.0.1", family: 4 }];
    const outcome = await postWebhook({ url: `http://receiver.shop-test:${port}/by-name`, headers: { "Content-Type": "application/json" }, body: "{}", allowPrivate: true, resolve });
    expect(outcome).toEqual({ ok: true, status: 200, error: null });
    expect(received.map((r) => [r.path, r.headers.host])).toEqual([["/by-name", `receiver.shop-test:${port}`]]);
  });

  it("refuses a name re-pointed to an internal address between the check and the connection (DNS rebinding)", async () => {
    const port = (server.address() as AddressInfo).port;
    let lookups = 0;
    const resolve: Resolver = async () => ((lookups += 1) === 1 ? [{ address: "198.51.100.7", family: 4 }] : [{ address: "127.0.0.1", family: 4 }]);
    // http is refused without the setting: the rebinding is shown over https, which never reaches a socket here.
    const outcome = await postWebhook({ url: `https://rebind.shop-test:${port}/x`, headers: {}, body: "{}", allowPrivate: false, resolve });
    expect(outcome).toEqual({ ok: false, status: null, error: m.urlRefusedAddress("127.0.0.1") });
    expect(lookups).toBe(2);
    expect(received).toEqual([]);
  });
});

describe("deliveries", () => {
  it("an order placed queues one delivery per subscribed endpoint; it is posted signed, with the order as the API answers it", async () => {
    const endpoint = await endpointFor(["order.placed"], "/orders", "receiver-secret-0123456789");
    const other = await endpointFor(["product.changed"], "/products");
    const off = await endpointFor(["order.placed"], "/off");
    await patch(off.id, { active: false });
    const product = await build.product();
    const order = await build.order(customer, [product]);
    expect(await deliveriesOf(other.id)).toEqual([]);
    expect(await deliveriesOf(off.id)).toEqual([]);
    const [queued] = await deliveriesOf(endpoint.id);
    expect(queued).toMatchObject({ event: "order.placed", status: "pending", attempts: 0 });

    const now = new Date();
    expect(await deliverDue(db, now)).toMatchObject({ attempted: 1, delivered: 1 });
    expect(received).toHaveLength(1);
    const [hit] = received;
    expect(hit.path).toBe("/orders");
    expect(hit.headers["content-type"]).toBe("application/json");
    expect(hit.headers["x-shop-event"]).toBe("order.placed");
    expect(hit.headers["x-shop-delivery"]).toBe(String(queued.id));
    expect(hit.headers["x-shop-timestamp"]).toBe(String(Math.floor(now.getTime() / 1000)));
    expect(hit.body).toBe(queued.body);
    const signature = { signature: hit.headers["x-shop-signature"] as string, timestamp: hit.headers["x-shop-timestamp"] as string };
    expect(signature.signature).toMatch(/^sha256=[0-9a-f]{64}$/);
    expect(verifyWebhookSignature("receiver-secret-0123456789", signature, hit.body, Math.floor(now.getTime() / 1000))).toBe(true);
    expect(verifyWebhookSignature("another-secret-0123456789", signature, hit.body, Math.floor(now.getTime() / 1000))).toBe(false);
    expect(verifyWebhookSignature("receiver-secret-0123456789", signature, `${hit.body} `, Math.floor(now.getTime() / 1000))).toBe(false);
    const payload = JSON.parse(hit.body);
    expect(payload).toMatchObject({ event: "order.placed", data: { id: order.id, price: order.price, confirmed: false } });
    expect(payload.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(payload.data.purchased_items).toHaveLength(1);
    const [sent] = await deliveriesOf(endpoint.id);
    expect(sent).toMatchObject({ status: "delivered", attempts: 1, responseStatus: 200, lastError: null });
    expect(sent.deliveredAt).not.toBeNull();
    // Nothing more to send.
    expect(await deliverDue(db, seconds(now, 3600))).toMatchObject({ attempted: 0 });
  });

  it("a rolled-back change queues nothing (the delivery is written in the change's transaction)", async () => {
    const endpoint = await endpointFor(["order.placed", "product.changed"]);
    await expect(
      inTransaction(newContext(db, { kind: "visitor" }), async (tx) => {
        expect(await emitWebhookEvent(tx, "product.changed", { id: 1 })).toBe(1);
        throw new Error("rolled back");
      }),
    ).rejects.toThrow("rolled back");
    // An order the shop refuses (its total is wrong) rolls back with its delivery.
    const product = await build.product();
    const { POST: placeOrder } = await import("@/app/api/orders/order/details/route");
    const refused = await placeOrder(
      apiRequest("/api/orders/order/details/", {
        method: "POST",
        headers: tokenHeader(customer),
        body: { companyName: "Co", country: "Canada", address: "1 Main St", townCity: "Vancouver", state: "BC", zipcode: "V6B 1A1", email: "a@b.ca", phone: "6045550100", orderNotes: "", price: "0.01", purchased_items: [{ id: product.id, quantity: product.boxQuantity }] },
      }),
      noParams,
    );
    expect(refused.status).toBe(400);
    expect(await deliveriesOf(endpoint.id)).toEqual([]);
    expect(await deliverDue(db)).toMatchObject({ attempted: 0 });
    expect(received).toEqual([]);
  });

  it("an endpoint's creation and its audit row roll back together", async () => {
    const url = `${receiverUrl}/rolled-back`;
    await expect(
      inTransaction(newContext(db, { kind: "user", id: admin.id, email: admin.email, role: "Admin", verified: true }), async (tx) => {
        await createWebhookEndpoint(tx, { url, events: ["order.paid"] });
        throw new Error("rolled back");
      }),
    ).rejects.toThrow("rolled back");
    expect(await db.select().from(webhookEndpoints).where(eq(webhookEndpoints.url, url))).toEqual([]);
    const audit = await db.select().from(auditLog).where(sql`${auditLog.entity} = 'webhook' and ${auditLog.after}->>'url' = ${url}`);
    expect(audit).toEqual([]);
  });

  it("retries a receiver that fails twice with backoff, and delivers on the third attempt", async () => {
    const endpoint = await endpointFor(["order.paid"], "/flaky");
    await inTransaction(newContext(db, { kind: "visitor" }), (tx) => emitWebhookEvent(tx, "order.paid", { id: 42 }));
    const [queued] = await deliveriesOf(endpoint.id);
    const t0 = queued.createdAt;
    answers = [500, 503];

    expect(await deliverDue(db, seconds(t0, 1))).toMatchObject({ attempted: 1, retrying: 1 });
    let [row] = await deliveriesOf(endpoint.id);
    expect(row).toMatchObject({ status: "pending", attempts: 1, responseStatus: 500, lastError: "HTTP 500: receiver is down" });
    const firstWait = (row.nextAttemptAt.getTime() - seconds(t0, 1).getTime()) / 1000;
    expect(firstWait).toBeGreaterThanOrEqual(30);
    expect(firstWait).toBeLessThanOrEqual(36);

    // Not due yet: nothing is sent.
    expect(await deliverDue(db, seconds(t0, 20))).toMatchObject({ attempted: 0 });
    expect(received).toHaveLength(1);

    expect(await deliverDue(db, seconds(t0, 40))).toMatchObject({ attempted: 1, retrying: 1 });
    [row] = await deliveriesOf(endpoint.id);
    expect(row).toMatchObject({ status: "pending", attempts: 2, responseStatus: 503 });
    const secondWait = (row.nextAttemptAt.getTime() - seconds(t0, 40).getTime()) / 1000;
    expect(secondWait).toBeGreaterThanOrEqual(60);
    expect(secondWait).toBeLessThanOrEqual(72);
    expect(await deliverDue(db, seconds(t0, 90))).toMatchObject({ attempted: 0 });

    expect(await deliverDue(db, seconds(t0, 115))).toMatchObject({ attempted: 1, delivered: 1 });
    [row] = await deliveriesOf(endpoint.id);
    expect(row).toMatchObject({ status: "delivered", attempts: 3, responseStatus: 200, lastError: null });
    expect(received).toHaveLength(3);
    // Each attempt sent the same bytes, the same event id, as the same delivery.
    expect(new Set(received.map((r) => r.body)).size).toBe(1);
    expect(new Set(received.map((r) => r.headers["x-shop-delivery"])).size).toBe(1);
    // Each signed at its own time.
    expect(received.map((r) => r.headers["x-shop-timestamp"])).toEqual([1, 40, 115].map((s) => String(Math.floor(seconds(t0, s).getTime() / 1000))));
  });

  it(`gives up ${RETRY_WINDOW_HOURS} h after the event`, async () => {
    const endpoint = await endpointFor(["order.paid"], "/down");
    await inTransaction(newContext(db, { kind: "visitor" }), (tx) => emitWebhookEvent(tx, "order.paid", { id: 7 }));
    const [queued] = await deliveriesOf(endpoint.id);
    const t0 = queued.createdAt;
    answers = [500, 500, 500];
    await deliverDue(db, seconds(t0, 1));
    expect((await deliveriesOf(endpoint.id))[0]).toMatchObject({ status: "pending", attempts: 1 });
    // The next attempt, the day after: any further one would fall past the 24 hours.
    expect(await deliverDue(db, seconds(t0, 24 * 3600 - 10))).toMatchObject({ attempted: 1, failed: 1 });
    const [row] = await deliveriesOf(endpoint.id);
    expect(row).toMatchObject({ status: "failed", attempts: 2, responseStatus: 500 });
    expect(await deliverDue(db, seconds(t0, 48 * 3600))).toMatchObject({ attempted: 0 });
    expect(received).toHaveLength(2);
  });

  it("a switched-off endpoint's deliveries wait, and fail once past the 24 h", async () => {
    const endpoint = await endpointFor(["order.paid"], "/paused");
    await inTransaction(newContext(db, { kind: "visitor" }), (tx) => emitWebhookEvent(tx, "order.paid", { id: 8 }));
    await patch(endpoint.id, { active: false });
    const [queued] = await deliveriesOf(endpoint.id);
    expect(await deliverDue(db, seconds(queued.createdAt, 60))).toMatchObject({ attempted: 0, expired: 0 });
    expect(await deliverDue(db, seconds(queued.createdAt, 25 * 3600))).toMatchObject({ attempted: 0, expired: 1 });
    expect((await deliveriesOf(endpoint.id))[0]).toMatchObject({ status: "failed", attempts: 0 });
    expect(received).toEqual([]);
  });

  it("a 3xx is a failed attempt: redirects are never followed", async () => {
    const endpoint = await endpointFor(["order.paid"], "/moved");
    await inTransaction(newContext(db, { kind: "visitor" }), (tx) => emitWebhookEvent(tx, "order.paid", { id: 9 }));
    answers = [302];
    expect(await deliverDue(db)).toMatchObject({ attempted: 1, retrying: 1 });
    expect((await deliveriesOf(endpoint.id))[0]).toMatchObject({ status: "pending", responseStatus: 302, lastError: "HTTP 302: redirect not followed" });
    expect(received).toHaveLength(1);
  });

  it("sends a test event, lists it in the delivery log newest first, and sends a delivery again", async () => {
    const endpoint = await endpointFor(["product.changed"], "/test", "test-event-secret-000111");
    const queued = await sendTest(endpoint.id);
    expect(queued.status).toBe(202);
    expect(queued.body).toMatchObject({ event: "webhook.test", status: "pending", attempts: 0, delivered_at: null });
    expect(await deliverDue(db)).toMatchObject({ delivered: 1 });
    expect(received).toHaveLength(1);
    expect(received[0].headers["x-shop-event"]).toBe("webhook.test");
    const ts = received[0].headers["x-shop-timestamp"] as string;
    expect(verifyWebhookSignature("test-event-secret-000111", { signature: received[0].headers["x-shop-signature"] as string, timestamp: ts }, received[0].body, Number(ts))).toBe(true);
    expect(JSON.parse(received[0].body)).toMatchObject({ event: "webhook.test", data: { endpoint: { id: endpoint.id }, sent_by: admin.email } });

    answers = [500];
    await sendTest(endpoint.id);
    await deliverDue(db);
    const log = await deliveries(endpoint.id);
    expect(log.status).toBe(200);
    expect(log.body).toMatchObject({ count: 2, next: null, previous: null });
    expect(log.body.results.map((d: { status: string }) => d.status)).toEqual(["pending", "delivered"]);
    expect(log.body.results[0]).toMatchObject({ event: "webhook.test", attempts: 1, response_status: 500, last_error: "HTTP 500: receiver is down" });
    expect(log.body.results[0].next_attempt_at).not.toBeNull();
    expect(log.body.results[1]).toMatchObject({ attempts: 1, response_status: 200, next_attempt_at: null });
    expect(Object.keys(log.body.results[0]).sort()).toEqual(
      ["attempts", "created_at", "delivered_at", "event", "id", "last_attempt_at", "last_error", "next_attempt_at", "response_status", "status"].sort(),
    );
    expect((await read(endpoint.id)).body.last_delivery).toMatchObject({ status: "pending" });

    const again = await redeliver(endpoint.id, log.body.results[1].id);
    expect(again.status).toBe(202);
    expect(again.body).toMatchObject({ event: "webhook.test", status: "pending", attempts: 0 });
    const rows = await deliveriesOf(endpoint.id);
    expect(rows.at(-1)!.body).toBe(rows[0].body);
    const other = await endpointFor(["order.paid"], "/other");
    expect((await redeliver(other.id, log.body.results[1].id)).status).toBe(404);
    expect((await auditRows(endpoint.id)).map((a) => a.action)).toEqual(["create", "test", "test", "redeliver"]);
  });
});

describe("the events the shop emits", () => {
  it("order edited, confirmed, paid and delivered; customer registered; product changed", async () => {
    const endpoint = await endpointFor(["order.edited", "order.confirmed", "order.paid", "order.delivered", "customer.registered", "product.changed"], "/all");
    const product = await build.product();
    const order = await build.order(customer, [product]);
    expect(await deliveriesOf(endpoint.id)).toEqual([]);
    const idParams = { id: order.id };
    expect((await call(billingRoute as Handler, `/api/orders/order/details/${order.id}/`, { method: "PATCH", body: { orderNotes: "Leave at the back door" }, params: idParams, user: customer })).status).toBe(200);
    expect((await call(confirmRoute as Handler, `/api/orders/confirm_order/${order.id}/`, { method: "PATCH", body: { confirmed: true }, params: idParams })).status).toBe(200);
    expect((await call(orderStatusRoute as Handler, `/api/orders/order_status/${order.id}/`, { method: "PATCH", body: { status: "Paid" }, params: idParams })).status).toBe(200);
    // Paid again: no second order.paid.
    expect((await call(orderStatusRoute as Handler, `/api/orders/order_status/${order.id}/`, { method: "PATCH", body: { status: "Paid", delivered_status: "Delivered" }, params: idParams })).status).toBe(200);
    const email = `webhook-registered-${Date.now()}@test.example.ca`;
    const registered = await call(registrationRoute as Handler, "/api/rest-auth/registration/", {
      method: "POST",
      user: null,
      body: { username: email, email, password1: "a-long-secret-1", password2: "a-long-secret-1", form: "Customer" },
    });
    expect(registered.status).toBeLessThan(300);
    expect((await call(productRoute as Handler, `/api/products/product/details/${product.id}/`, { method: "PATCH", body: { name: "Renamed for webhooks" }, params: { id: product.id } })).status).toBe(200);

    const rows = await deliveriesOf(endpoint.id);
    expect(rows.map((r) => r.event)).toEqual(["order.edited", "order.confirmed", "order.paid", "order.delivered", "customer.registered", "product.changed"]);
    const data = rows.map((r) => JSON.parse(r.body).data);
    expect(data[0]).toMatchObject({ id: order.id, orderNotes: "Leave at the back door" });
    expect(data[1]).toMatchObject({ id: order.id, confirmed: true });
    expect(data[2]).toMatchObject({ id: order.id, status: "Paid" });
    expect(data[3]).toMatchObject({ id: order.id, delivered_status: "Delivered" });
    expect(data[4]).toMatchObject({ email, verified: false });
    expect(data[4]).not.toHaveProperty("password");
    expect(data[5]).toMatchObject({ id: product.id, name: "Renamed for webhooks" });
    // One body per event, each with its own id.
    expect(new Set(rows.map((r) => JSON.parse(r.body).id)).size).toBe(rows.length);
  });
});
