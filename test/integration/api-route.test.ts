import { beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { z } from "zod";
import { getDb } from "@/db/client";
import { categories } from "@/db/schema";
import { NotFound } from "@/lib/shared/errors/domain-errors";
import { apiRoute } from "@/lib/entry/api-route";
import { id, idText, text } from "@/lib/shared/validation/primitives";
import { tokenHeader, type TestUser } from "@/test/support/accounts";
import * as build from "@/test/support/builders";
import { apiRequest, noParams, routeParams } from "@/test/support/requests";

/*
 * The declarative route wrapper against a real database: who may call comes before what they
 * sent, the target's own check before the body, and the Idempotency-Key wrapper commits or rolls
 * back with the handler.
 */

let customer: TestUser;
let unverified: TestUser;
let admin: TestUser;

beforeAll(async () => {
  customer = await build.customer();
  unverified = await build.customer({ verified: false });
  admin = await build.admin();
});

const body = z.object({ name: text({ max: 20, required: true }), parent: id().optional() });
const params = z.object({ id: idText() });

async function call(route: ReturnType<typeof apiRoute>, init: Parameters<typeof apiRequest>[1], idParam = "5") {
  const response = await route(apiRequest(`/api/test/${idParam}/`, init), routeParams({ id: idParam }));
  return { status: response.status, body: await response.json() };
}

describe("apiRoute: the order of the checks", () => {
  let authorized: number[] = [];
  const adminRoute = apiRoute(
    {
      access: "admin",
      summary: "Test route.",
      params,
      body,
      authorize: async ({ params }) => {
        authorized.push(params.id);
        if (params.id === 404) throw new NotFound();
      },
    },
    async ({ params, body }) => ({ id: params.id, name: body.name }),
  );
  const bad = { method: "POST", body: { name: "\u0000", parent: 0 } };

  it("answers 401 to nobody and 403 to the wrong role before it looks at a bad body or id", async () => {
    expect(await call(adminRoute, bad, "x")).toMatchObject({ status: 401 });
    expect(await call(adminRoute, { ...bad, headers: tokenHeader(customer) }, "x")).toMatchObject({ status: 403 });
    expect(await call(adminRoute, { ...bad, headers: tokenHeader(unverified) }, "x")).toMatchObject({ status: 403 });
    expect(await call(adminRoute, { ...bad, headers: { authorization: "Token 0000000000000000000000000000000000000000" } }, "x")).toMatchObject({ status: 401 });
  });

  it("answers 404 for a malformed or refused path id before it reads the body", async () => {
    authorized = [];
    for (const raw of ["x", "0", "-1", "2147483648", "1e3"]) {
      expect(await call(adminRoute, { ...bad, headers: tokenHeader(admin) }, raw)).toMatchObject({ status: 404, body: { detail: "Not found." } });
    }
    expect(authorized).toEqual([]);
    expect(await call(adminRoute, { ...bad, headers: tokenHeader(admin) }, "404")).toMatchObject({ status: 404 });
    expect(authorized).toEqual([404]);
  });

  it("then validates the body: a NUL byte or an id outside 32 bits is a 400 naming the field", async () => {
    const answer = await call(adminRoute, { ...bad, headers: tokenHeader(admin) });
    expect(answer.status).toBe(400);
    expect(Object.keys(answer.body).sort()).toEqual(["name", "parent"]);
    expect((await call(adminRoute, { method: "POST", body: { name: "ok", parent: 2 ** 31 }, headers: tokenHeader(admin) })).status).toBe(400);
    expect((await call(adminRoute, { method: "POST", body: { name: "\ud800x" }, headers: tokenHeader(admin) })).status).toBe(400);
    expect(await call(adminRoute, { method: "POST", body: { name: "  Rice  " }, headers: tokenHeader(admin) })).toEqual({ status: 200, body: { id: 5, name: "Rice" } });
  });

  it("answers validation errors as {error} when the route says so", async () => {
    const route = apiRoute({ access: "anonymous", summary: "Test.", body, errorShape: "error" }, async ({ body }) => body);
    expect(await call(route, { method: "POST", body: {} })).toEqual({ status: 400, body: { error: "This field is required." } });
  });

  it("reads a multipart body with its file when the route takes one", async () => {
    const upload = z.object({ name: text({ max: 20, required: true }), image: z.instanceof(File).optional() });
    const route = apiRoute({ access: "admin", summary: "Upload.", body: upload, bodyType: "multipart" }, async ({ body }) => ({
      name: body.name,
      bytes: body.image ? (await body.image.arrayBuffer()).byteLength : 0,
      type: body.image?.type ?? null,
    }));
    const form = new FormData();
    form.set("name", "Rice");
    form.set("image", new File([new Uint8Array([1, 2, 3, 4])], "rice.png", { type: "image/png" }));
    const response = await route(apiRequest("/api/upload/", { method: "POST", body: form, headers: tokenHeader(admin) }), noParams);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ name: "Rice", bytes: 4, type: "image/png" });
    const json = await route(apiRequest("/api/upload/", { method: "POST", body: { name: "Beans" }, headers: tokenHeader(admin) }), noParams);
    expect(await json.json()).toEqual({ name: "Beans", bytes: 0, type: null });
  });
});

describe("apiRoute: Idempotency-Key", () => {
  let calls = 0;
  const route = apiRoute(
    { access: "user", summary: "Creates a category.", body: z.object({ name: text({ max: 50, required: true }), fail: z.boolean().optional() }), status: 201, idempotent: true },
    async ({ ctx, body }) => {
      calls += 1;
      const [row] = await ctx.db.insert(categories).values({ name: body.name, slug: `idem_${body.name}_${calls}` }).returning({ id: categories.id });
      if (body.fail) throw new NotFound("Rolled back.");
      return { id: row.id, calls };
    },
  );
  const post = (key: string | undefined, payload: object) =>
    route(apiRequest("/api/idem/", { method: "POST", body: payload, headers: { ...tokenHeader(customer), ...(key === undefined ? {} : { "idempotency-key": key }) } }), noParams);

  it("answers a retry with the first answer and runs the handler once", async () => {
    const first = await post("key-1", { name: "retry" });
    const second = await post("key-1", { name: "retry" });
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    const [a, b] = [await first.json(), await second.json()];
    expect(b).toEqual(a);
    const rows = await (await getDb()).select({ id: categories.id }).from(categories).where(eq(categories.name, "retry"));
    expect(rows).toHaveLength(1);
  });

  it("refuses the same key with another body (422) and a key of the wrong length (400)", async () => {
    await post("key-2", { name: "one" });
    expect((await post("key-2", { name: "two" })).status).toBe(422);
    expect((await post("", { name: "three" })).status).toBe(400);
    expect((await post("k".repeat(256), { name: "three" })).status).toBe(400);
  });

  it("rolls back the claimed key with the handler's writes, so a retry runs again", async () => {
    expect((await post("key-3", { name: "fails", fail: true })).status).toBe(404);
    const db = await getDb();
    expect(await db.select({ id: categories.id }).from(categories).where(eq(categories.name, "fails"))).toHaveLength(0);
    expect((await post("key-3", { name: "fails" })).status).toBe(201);
  });
});
