import { beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { setDbHandle, type Db } from "@/db/client";
import { Conflict, Forbidden, Invalid, InvalidRequest, NotFound, TooManyRequests, Unauthenticated } from "@/lib/shared/errors/domain-errors";
import { apiRoute } from "@/lib/entry/api-route";
import { apiRequest, noParams, routeParams } from "@/test/support/requests";

// These handlers never touch the database; a stand-in keeps the unit run from opening ./.data.
beforeAll(() => {
  setDbHandle({ db: {} as Db, kind: "pglite", close: async () => {} });
});

async function answer(error: unknown) {
  const handler = apiRoute({ access: "anonymous", summary: "Throws." }, async () => {
    throw error;
  });
  const response = await handler(apiRequest("/api/x/"), noParams);
  return { status: response.status, body: await response.json(), headers: response.headers };
}

describe("the route-handler wrapper", () => {
  it("maps each domain error to its status and DRF shape", async () => {
    expect(await answer(Invalid.field("email", "Enter a valid email address."))).toMatchObject({
      status: 400,
      body: { email: ["Enter a valid email address."] },
    });
    expect(await answer(Invalid.nonField("Unable to log in with provided credentials."))).toMatchObject({
      status: 400,
      body: { non_field_errors: ["Unable to log in with provided credentials."] },
    });
    expect(await answer(new InvalidRequest("Code is not valid."))).toMatchObject({ status: 400, body: { error: "Code is not valid." } });
    expect(await answer(new Unauthenticated())).toMatchObject({ status: 401, body: { detail: "Authentication credentials were not provided." } });
    expect(await answer(new Forbidden())).toMatchObject({ status: 403 });
    expect(await answer(new NotFound())).toMatchObject({ status: 404, body: { detail: "Not found." } });
    expect(await answer(new Conflict("Confirmed orders cannot be changed."))).toMatchObject({ status: 409, body: { detail: "Confirmed orders cannot be changed." } });
    const limited = await answer(new TooManyRequests("Too many attempts. Try again in 60 seconds.", 60));
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toBe("60");
  });

  it("hides unexpected errors behind a 500", async () => {
    const result = await answer(new Error("connection string with secrets"));
    expect(result.status).toBe(500);
    expect(JSON.stringify(result.body)).not.toContain("secrets");
  });

  it("passes params and turns objects into JSON", async () => {
    const handler = apiRoute({ access: "anonymous", summary: "Echoes.", params: z.object({ id: z.string() }) }, async ({ params, url }) => ({ id: params.id, path: url.pathname }));
    const response = await handler(apiRequest("/api/things/7/"), routeParams({ id: "7" }));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ id: "7", path: "/api/things/7/" });
  });

  it("validates JSON bodies with field errors and refuses malformed or oversized ones", async () => {
    const schema = z.object({ name: z.string().min(1), quantity: z.number().int() });
    const handler = apiRoute({ access: "anonymous", summary: "Echoes the body.", body: schema }, async ({ body }) => body);
    const call = async (body: unknown) => {
      const response = await handler(apiRequest("/api/x/", { method: "POST", body }), noParams);
      return { status: response.status, body: await response.json() };
    };
    expect(await call({ name: "Rice", quantity: 2 })).toEqual({ status: 200, body: { name: "Rice", quantity: 2 } });
    expect(await call({ quantity: "2" })).toMatchObject({
      status: 400,
      body: { name: ["This field is required."], quantity: [expect.any(String)] },
    });
    expect(await call("{not json")).toMatchObject({ status: 400, body: { non_field_errors: [expect.stringContaining("Malformed JSON")] } });
    expect(await call("[1,2]")).toMatchObject({ status: 400 });
    expect((await call({ name: "x".repeat(1_100_000), quantity: 1 })).status).toBe(413);
  });
});
