import { afterEach, describe, expect, it } from "vitest";
import { apiRoute } from "@/lib/entry/api-route";
import { divertLogsForTests, logger } from "@/lib/log/logger";
import { apiRequest, noParams } from "@/test/support/requests";

/*
 * Issue 16 point 3: every log line of a request names its id, and no secret reaches the log. The
 * route handlers of the shop all go through apiRoute; these two stand in for any of them.
 */

const chunks: string[] = [];
let restore: (() => void) | undefined;
const level = logger.level;

function startCapture(): void {
  chunks.length = 0;
  logger.level = "info";
  restore = divertLogsForTests({ write: (line: string) => void chunks.push(line) });
}

afterEach(() => {
  restore?.();
  logger.level = level;
});

const lines = () => chunks.join("").trim().split("\n").map((line) => JSON.parse(line) as Record<string, unknown>);

const loggingRoute = apiRoute({ access: "anonymous", summary: "test" }, async ({ request }) => {
  logger.info({ body: { email: "buyer@example.ca", password: "Sup3r-secret!" }, authorization: request.headers.get("authorization") }, "handling");
  await new Promise((resolve) => setTimeout(resolve, 2));
  logger.info("done");
  return { ok: true };
});

const failingRoute = apiRoute({ access: "anonymous", summary: "test" }, async () => {
  throw new Error("boom");
});

describe("request ids in the logs of a route handler", () => {
  it("names the incoming X-Request-Id on every line and leaves secrets out", async () => {
    startCapture();
    const response = await loggingRoute(
      apiRequest("/api/test/", { headers: { "x-request-id": "edge-0123456789", authorization: "Token 0f3c9a1b2d" } }),
      noParams,
    );
    expect(response.status).toBe(200);
    const logged = lines();
    expect(logged.map((l) => l.msg)).toEqual(["handling", "done"]);
    for (const line of logged) expect(line.reqId).toBe("edge-0123456789");
    // The answer names it too (the health probes skip proxy.ts, which otherwise puts it there).
    expect(response.headers.get("x-request-id")).toBe("edge-0123456789");
    const raw = chunks.join("");
    expect(raw).not.toContain("Sup3r-secret!");
    expect(raw).not.toContain("0f3c9a1b2d");
    expect(raw).toContain("buyer@example.ca");
  });

  it("names a fresh id on the error line of a request that came without one", async () => {
    startCapture();
    const response = await failingRoute(apiRequest("/api/test/"), noParams);
    expect(response.status).toBe(500);
    const [line] = lines();
    expect(line).toMatchObject({ msg: "unhandled error in route handler", level: 50 });
    expect(line.reqId).toMatch(/^[0-9a-f-]{36}$/);
    expect(response.headers.get("x-request-id")).toBe(line.reqId);
    expect((line.err as Record<string, unknown>).message).toBe("boom");
  });
});
