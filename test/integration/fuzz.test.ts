import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { getDb } from "@/db/client";
import { deliveryZones, priceLists, users, webhookDeliveries, webhookEndpoints, type ProductRow } from "@/db/schema";
import type { DeclaredRoute } from "@/lib/entry/openapi";
import type { TestUser } from "@/test/support/accounts";
import * as build from "@/test/support/builders";
import { ALL_ROUTES, callRoute, leaksIn, routeKey, tokenHeaders, type CallInput } from "@/test/support/matrix";

/*
 * The fuzz test (issue 10): every POST/PATCH/PUT/DELETE route and every query parameter of every
 * GET, from the zod schemas the routes declare, with hostile input — wrong types, huge and deeply
 * nested JSON, NUL and lone surrogates, huge numbers, SQL and path strings, wrong content types,
 * huge path ids — as a verified customer and an admin, and a sample as a visitor. No answer may be
 * a 5xx, and none may show a stack trace, SQL or a server path. The PRNG has a fixed seed, so a
 * failure names its request and replays the same way.
 */

const SEED = 0x5eed_0010;
/** Generated bodies per write route and actor (the fixed cases come on top). */
const BODIES_PER_ROUTE = 40;
const VISITOR_SAMPLE = 10;

/** mulberry32: a small seeded PRNG. */
function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { next, pick: <T>(values: readonly T[]): T => values[Math.floor(next() * values.length)] };
}

const HOSTILE_TEXT = [
  "",
  " ",
  "\u0000",
  "a\u0000b",
  "\ud800",
  "x\udfffy",
  "\udc00\ud800",
  "' or 1=1 --",
  "'; drop table users; --",
  "\" or \"\"=\"",
  "../../etc/passwd",
  "..\\..\\windows\\win.ini",
  "%00",
  "%",
  "%zz",
  "<script>alert(1)</script>",
  "${7*7}{{7*7}}",
  "NaN",
  "Infinity",
  "-1",
  "0",
  "2147483648",
  "9007199254740993",
  "1e308",
  "-0",
  "1.5",
  "true",
  "null",
  "[]",
  "{}",
  "\u202egnp.exe",
  "😀".repeat(50),
  "\ufeff",
  "nobody@test.example.ca",
  "CUSTOMER@TEST.EXAMPLE.CA",
  "a".repeat(300),
  "b".repeat(100_000),
];
const HOSTILE_NUMBERS = [0, -1, 1.5, 2 ** 31 - 1, 2 ** 31, 2 ** 32, 2 ** 53, 2 ** 53 + 2, 1e308, -1e308, Number.MIN_VALUE, -0];
const deep = (depth: number): unknown => {
  let value: unknown = 1;
  for (let i = 0; i < depth; i += 1) value = i % 2 ? [value] : { a: value };
  return value;
};
const HOSTILE_OTHER: unknown[] = [null, true, false, [], {}, [1, 2, 3], { a: 1 }, [null], deep(200), Array.from({ length: 5000 }, (_, i) => i)];
const HOSTILE_VALUES: unknown[] = [...HOSTILE_TEXT, ...HOSTILE_NUMBERS, ...HOSTILE_OTHER];

/** Path ids: huge, negative, not numbers, traversal. */
const HOSTILE_IDS = ["0", "-1", "2147483648", "4294967296", "9007199254740993", "1e308", "1e3", "NaN", "0x10", " 1", "1 ", "01", "1.0", "../../etc/passwd", "%00", "\u0000", "\ud800", "' or 1=1 --", "a".repeat(5000)];

/** Whole bodies that are not what a JSON route reads. */
const RAW_BODIES: Array<{ body: string | FormData; type?: string; name: string }> = [
  { name: "empty", body: "", type: "application/json" },
  { name: "invalid JSON", body: "{\"a\":", type: "application/json" },
  { name: "JSON null", body: "null", type: "application/json" },
  { name: "JSON array", body: "[{\"product\":1}]", type: "application/json" },
  { name: "JSON string", body: "\"text\"", type: "application/json" },
  { name: "JSON number", body: "1e999", type: "application/json" },
  { name: "NUL", body: "\u0000", type: "application/json" },
  { name: "lone surrogate escapes", body: "{\"email\":\"\\ud800\",\"address\":\"\\udfff\",\"new_password\":\"\\ud800\"}", type: "application/json" },
  { name: "deep nesting", body: `${"[".repeat(20_000)}${"]".repeat(20_000)}`, type: "application/json" },
  { name: "deep object nesting", body: `${"{\"a\":".repeat(10_000)}1${"}".repeat(10_000)}`, type: "application/json" },
  { name: "huge body", body: JSON.stringify({ x: "y".repeat(1_100_000) }), type: "application/json" },
  { name: "prototype keys", body: "{\"__proto__\":{\"admin\":true},\"constructor\":{\"prototype\":{}}}", type: "application/json" },
  { name: "text/plain JSON", body: "{\"product\":1}", type: "text/plain" },
  { name: "form-encoded", body: "product=1&quantity=1", type: "application/x-www-form-urlencoded" },
  { name: "bad multipart", body: "--x\r\nContent-Disposition: form-data; name=\"a\"\r\n\r\nb\r\n", type: "multipart/form-data; boundary=y" },
  { name: "XML", body: "<?xml version=\"1.0\"?><!DOCTYPE a [<!ENTITY e SYSTEM \"file:///etc/passwd\">]><a>&e;</a>", type: "application/xml" },
  { name: "no content type", body: "{\"product\":1}" },
];

type JsonSchema = { type?: string | string[]; properties?: Record<string, JsonSchema>; items?: JsonSchema; anyOf?: JsonSchema[]; enum?: unknown[]; const?: unknown };

function schemaOf(schema: unknown): JsonSchema {
  return z.toJSONSchema(schema as z.ZodType, { io: "input", unrepresentable: "any" }) as JsonSchema;
}

interface Fixtures {
  customer: TestUser;
  admin: TestUser;
  product: ProductRow;
}

let fixtures: Fixtures;
let requests = 0;
const statuses = new Map<number, number>();

/** A plausible value for a field, so that a hostile one elsewhere gets past the others. */
function plausible(name: string, schema: JsonSchema): unknown {
  const byName: Record<string, unknown> = {
    email: fixtures.customer.email,
    username: fixtures.customer.email,
    password: fixtures.customer.password,
    password1: "a-long-secret-1",
    password2: "a-long-secret-1",
    new_password: "a-long-secret-1",
    form: "Customer",
    zipcode: "V6B 1A1",
    phone: "6045550100",
    phone_number: "6045550100",
    country: "Canada",
    product: fixtures.product.id,
    id: fixtures.product.id,
    quantity: 1,
    charged_quantity: 1,
    price: "10.00",
    verified: true,
    code: "123456",
  };
  if (name in byName) return byName[name];
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type ?? schema.anyOf?.[0]?.type;
  if (type === "integer" || type === "number") return 1;
  if (type === "boolean") return true;
  if (type === "array") return schema.items ? [plausibleObject(schema.items)] : [];
  return "Fuzz value";
}

function plausibleObject(schema: JsonSchema): unknown {
  if (!schema.properties) return plausible("", schema);
  const names = Object.keys(schema.properties);
  // quantity and charged_quantity are either-or: a plausible line sends one.
  const chosen = names.includes("charged_quantity") ? names.filter((name) => name !== "quantity") : names;
  return Object.fromEntries(chosen.map((name) => [name, plausible(name, schema.properties![name])]));
}

/** Every field path of a body schema, nested array items included: [["purchased_items", 0, "id"], …]. */
function fieldPaths(schema: JsonSchema, prefix: Array<string | number> = []): Array<Array<string | number>> {
  return Object.entries(schema.properties ?? {}).flatMap(([name, property]) => {
    const here = [...prefix, name];
    const nested = property.type === "array" && property.items?.properties ? fieldPaths(property.items, [...here, 0]) : [];
    return [here, ...nested];
  });
}

function setAt(target: unknown, path: Array<string | number>, value: unknown): void {
  let node = target as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) {
    const child = node[key];
    if (child === null || typeof child !== "object") return; // an earlier hit replaced the parent
    node = child as Record<string | number, unknown>;
  }
  const last = path[path.length - 1];
  if (value === undefined) delete node[last];
  else node[last] = value;
}

/** Generated bodies: a plausible body with one or more fields hostile, missing or extra. */
function* generatedBodies(schema: JsonSchema, random: ReturnType<typeof prng>, count: number): Generator<unknown> {
  const paths = fieldPaths(schema);
  for (let i = 0; i < count; i += 1) {
    const body = plausibleObject(schema) as Record<string, unknown>;
    // Each field in turn gets a hostile value, then random fields get more of them.
    const hits = paths.length ? [paths[i % paths.length], ...Array.from({ length: Math.floor(random.next() * 3) }, () => random.pick(paths))] : [];
    for (const path of hits) setAt(body, path, random.next() < 0.08 ? undefined : random.pick(HOSTILE_VALUES));
    if (random.next() < 0.1) body[random.pick(["role", "verified", "is_staff", "customer_id", "price", "id", "__proto__"])] = random.pick(HOSTILE_VALUES);
    yield body;
  }
}

const ids = new Map<string, string>();

/** A real id of the customer's object for each path parameter, so the body is what gets probed. */
function realParams(route: DeclaredRoute): Record<string, string> {
  const names = [...route.path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]);
  const idOf = (name: string) => ids.get(`${route.method} ${route.path}:${name}`) ?? ids.get(`${route.path}:${name}`) ?? ids.get(name) ?? "1";
  return Object.fromEntries(names.map((name) => [name, idOf(name)]));
}

interface Finding {
  request: string;
  status: number;
  leaks: string[];
  excerpt: string;
}

async function probe(route: DeclaredRoute, actor: TestUser | undefined, input: CallInput, label: string, findings: Finding[]): Promise<void> {
  const headers = { ...(actor ? await tokenHeaders(actor) : {}), ...input.headers };
  requests += 1;
  const answer = await callRoute(route, { ...input, headers });
  statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
  const leaks = leaksIn(answer.text);
  if (answer.status >= 500 || leaks.length > 0) {
    findings.push({ request: `${routeKey(route)} ${label} as ${actor ? (actor === fixtures.admin ? "admin" : "customer") : "visitor"}`, status: answer.status, leaks, excerpt: answer.text.slice(0, 300) });
  }
}

const show = (value: unknown) => {
  const text = typeof value === "string" ? JSON.stringify(value) : JSON.stringify(value) ?? String(value);
  return text.length > 80 ? `${text.slice(0, 80)}…(${text.length})` : text;
};

/** Puts the fixtures back the way a probe may have changed them (a verification switched off, a password changed). */
async function restore(): Promise<void> {
  const db = await getDb();
  await db.update(users).set({ verified: true }).where(eq(users.id, fixtures.customer.id));
}

beforeAll(async () => {
  // The hostile path id "01" is id 1 (as DRF's int converter reads it), and a probe with it may
  // succeed, a deletion included: id 1 of each table is a row of its own that no probe relies on.
  const sacrificial = await build.product({ name: "Fuzz Sacrificial", boxQuantity: 1 });
  await build.customer();
  await build.category();
  await build.vendor();
  await build.order(await build.customer(), [sacrificial]);
  const product = await build.product({ name: "Fuzz Widget", boxQuantity: 1 });
  const second = await build.product({ name: "Fuzz Gadget", boxQuantity: 1 });
  fixtures = { customer: await build.customer(), admin: await build.admin(), product };
  const order = await build.order(fixtures.customer, [product, second]);
  ids.set("productId", String(product.id));
  ids.set("orderId", String(order.id));
  ids.set("itemId", String(order.purchased_items[0].id));
  ids.set("/api/orders/order/details/{id}/:id", String(order.id));
  ids.set("/api/orders/reorder/{id}/:id", String(order.id));
  ids.set("id", String(fixtures.customer.id));
  // Targets of their own for the back office's writes, so a probe that succeeds (a deletion, a
  // confirmation, a trashed product) never changes the fixtures the other probes use.
  ids.set("DELETE /api/users/profile/{id}/:id", String((await build.customer()).id));
  ids.set("/api/users/revoke_tokens/{id}/:id", String((await build.customer()).id));
  ids.set("/api/products/product/details/{id}/:id", String((await build.product({ name: "Fuzz Target", boxQuantity: 1 })).id));
  ids.set("/api/categories/category/details/{id}/:id", String((await build.category()).id));
  ids.set("/api/vendors/details/{id}/:id", String((await build.vendor()).id));
  // Price lists (issue 30): id 1 for the probes of "01", one for the reads, one for the edits and imports, one to delete.
  const priceList = async (name: string) => String((await (await getDb()).insert(priceLists).values({ name }).returning({ id: priceLists.id }))[0].id);
  await priceList("Fuzz Sacrificial List");
  ids.set("/api/price-lists/{id}/:id", await priceList("Fuzz Price List"));
  ids.set("/api/price-lists/{id}/import/:id", await priceList("Fuzz Import List"));
  ids.set("/api/price-lists/{id}/export/:id", ids.get("/api/price-lists/{id}/:id")!);
  ids.set("DELETE /api/price-lists/{id}/:id", await priceList("Fuzz Deleted List"));
  // Delivery zones (issue 31), likewise: one sacrificial, one for the reads and edits, one to delete; in Nunavut (X0A), where no fixture orders.
  const zone = async (name: string) =>
    String((await (await getDb()).insert(deliveryZones).values({ name, postalPrefixes: ["X0A"], weekdays: [2] }).returning({ id: deliveryZones.id }))[0].id);
  await zone("Fuzz Sacrificial Zone");
  ids.set("/api/delivery-zones/{id}/:id", await zone("Fuzz Zone"));
  ids.set("DELETE /api/delivery-zones/{id}/:id", await zone("Fuzz Deleted Zone"));
  // Webhook endpoints (issue 32), likewise, switched off (nothing is sent in tests anyway), each with a failed delivery.
  const webhook = async (name: string) => {
    const db = await getDb();
    const [endpoint] = await db
      .insert(webhookEndpoints)
      .values({ url: `https://198.51.100.7/${name}`, events: ["order.delivered"], secret: "fuzz-secret-0123456789", active: false })
      .returning({ id: webhookEndpoints.id });
    const [delivery] = await db.insert(webhookDeliveries).values({ endpointId: endpoint.id, event: "order.delivered", body: "{}", status: "failed" }).returning({ id: webhookDeliveries.id });
    return { id: String(endpoint.id), deliveryId: String(delivery.id) };
  };
  await webhook("fuzz-sacrificial");
  const fuzzWebhook = await webhook("fuzz-webhook");
  for (const path of ["/api/webhooks/{id}/", "/api/webhooks/{id}/test/", "/api/webhooks/{id}/deliveries/"]) ids.set(`${path}:id`, fuzzWebhook.id);
  ids.set("DELETE /api/webhooks/{id}/:id", (await webhook("fuzz-deleted-webhook")).id);
  ids.set("/api/webhooks/{id}/deliveries/{deliveryId}/redeliver/:id", fuzzWebhook.id);
  ids.set("/api/webhooks/{id}/deliveries/{deliveryId}/redeliver/:deliveryId", fuzzWebhook.deliveryId);
  // The delivery documents (issue 31): a packing slip of the fixture order, the invoice of a confirmed one.
  ids.set("/api/orders/packing_slip/{id}/:id", String(order.id));
  const invoiced = await build.order(fixtures.customer, [second]);
  await build.confirmOrder(invoiced);
  ids.set("/api/orders/invoice/{id}/:id", String(invoiced.id));
  for (const path of ["/api/orders/confirm_order/{id}/", "/api/orders/order_status/{id}/"]) {
    ids.set(`${path}:id`, String((await build.order(fixtures.customer, [second])).id));
  }
});

afterAll(() => {
  const tally = [...statuses].sort(([a], [b]) => a - b).map(([status, n]) => `${status}: ${n}`);
  console.log(`fuzz: ${requests} requests (${tally.join(", ")})`);
});

const WRITES = ALL_ROUTES.filter((r) => r.method !== "GET");
const READS = ALL_ROUTES.filter((r) => r.method === "GET");

describe("fuzzing the writes: no 5xx, no stack trace, SQL or server path", () => {
  it.each(WRITES.map((route) => [routeKey(route), route] as const))("%s", async (key, route) => {
    const random = prng(SEED ^ [...key].reduce((h, c) => Math.imul(h, 31) + c.charCodeAt(0), 7));
    const findings: Finding[] = [];
    const schema = route.handler.spec.body ? schemaOf(route.handler.spec.body) : { properties: {} };
    const params = realParams(route);
    for (const actor of [fixtures.customer, fixtures.admin]) {
      for (const body of generatedBodies(schema, random, BODIES_PER_ROUTE)) {
        await probe(route, actor, { params, body }, `body ${show(body)}`, findings);
      }
      for (const raw of RAW_BODIES) {
        const headers: Record<string, string> = raw.type ? { "content-type": raw.type } : {};
        await probe(route, actor, { params, body: raw.body, headers }, `raw ${raw.name}`, findings);
      }
      for (const [name] of Object.entries(params)) {
        for (const hostile of HOSTILE_IDS) {
          await probe(route, actor, { params: { ...params, [name]: hostile }, body: plausibleObject(schema) }, `{${name}}=${show(hostile)}`, findings);
        }
      }
      await restore();
    }
    for (const body of generatedBodies(schema, random, VISITOR_SAMPLE)) {
      await probe(route, undefined, { params, body }, `body ${show(body)}`, findings);
    }
    await probe(route, undefined, { params, body: RAW_BODIES[1].body, headers: { "content-type": "application/json" } }, "raw invalid JSON", findings);
    await restore();
    expect(findings).toEqual([]);
  });
});

describe("fuzzing every query parameter and path id of the reads", () => {
  it.each(READS.map((route) => [routeKey(route), route] as const))("%s", async (key, route) => {
    const random = prng(SEED ^ [...key].reduce((h, c) => Math.imul(h, 31) + c.charCodeAt(0), 11));
    const findings: Finding[] = [];
    const names = Object.keys(route.handler.spec.query ? (schemaOf(route.handler.spec.query).properties ?? {}) : {});
    const params = realParams(route);
    const raw = ["%00", "%", "%zz", "%ED%A0%80", "%C0%AE%C0%AE%2F", "%FF%FE", "%E2%80%AE"];
    for (const actor of [fixtures.customer, fixtures.admin, undefined]) {
      for (const name of names) {
        const values = actor === undefined ? Array.from({ length: VISITOR_SAMPLE }, () => random.pick(HOSTILE_TEXT)) : HOSTILE_TEXT;
        for (const value of values) await probe(route, actor, { params, query: { [name]: value } }, `?${name}=${show(value)}`, findings);
        for (const encoded of raw) await probe(route, actor, { params, query: `${name}=${encoded}` }, `?${name}=${encoded}`, findings);
        await probe(route, actor, { params, query: `${name}=1&${name}=2&${name}[]=3` }, `?${name} repeated`, findings);
      }
      // Everything at once, and keys nobody declared.
      const all = Object.fromEntries(names.map((name) => [name, random.pick(HOSTILE_TEXT)]));
      await probe(route, actor, { params, query: { ...all, unknown: "\u0000", "__proto__[x]": "1" } }, `?${show(all)}`, findings);
      for (const [name] of Object.entries(params)) {
        for (const hostile of HOSTILE_IDS) await probe(route, actor, { params: { ...params, [name]: hostile } }, `{${name}}=${show(hostile)}`, findings);
      }
    }
    expect(findings).toEqual([]);
  });
});
