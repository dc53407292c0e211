import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createConsoleSink, repeatKey, trackRequest } from "@/lib/log/process-output";

function collector() {
  const lines: string[] = [];
  return { lines, write: (line: string) => lines.push(line), parsed: () => lines.map((line) => JSON.parse(line) as Record<string, unknown>) };
}

afterEach(() => {
  vi.useRealTimers();
});

describe("the console as JSON lines", () => {
  it("writes each call as one JSON line in pino's shape, an error's stack inside it", () => {
    const out = collector();
    const sink = createConsoleSink({ write: out.write, level: "info" });
    const error = new Error("Socket closed unexpectedly");
    sink.log("error", ["Subscriber client error", error]);
    sink.log("info", ["   ▲ Next.js 16.4.6\n   - Local: http://localhost:3000"]);
    expect(out.lines).toHaveLength(2);
    for (const line of out.lines) expect(line.trimEnd()).not.toContain("\n");
    const [first, second] = out.parsed();
    expect(first).toMatchObject({ level: 50, app: "wholesale-shop", msg: "Subscriber client error", err: { type: "Error", message: "Socket closed unexpectedly" } });
    expect(String((first.err as { stack: string }).stack)).toContain("Socket closed unexpectedly\n    at ");
    expect(second).toMatchObject({ level: 30, msg: "▲ Next.js 16.4.6\n   - Local: http://localhost:3000" });
    expect(typeof second.time).toBe("number");
  });

  it("passes a line that is already JSON through unchanged, and drops what LOG_LEVEL leaves out", () => {
    const out = collector();
    const sink = createConsoleSink({ write: out.write, level: "warn" });
    const own = JSON.stringify({ level: 50, time: 1, app: "wholesale-shop", msg: "incremental cache handler: Redis does not answer" });
    sink.log("error", [own]);
    sink.log("info", ["✓ Ready in 96ms"]);
    sink.log("warn", ["a warning"]);
    expect(out.lines).toEqual([`${own}\n`, expect.stringContaining('"msg":"a warning"')]);
  });

  it("writes a Redis outage as one line when it starts and one when it has been quiet, whatever the clients print", () => {
    vi.useFakeTimers();
    const out = collector();
    const sink = createConsoleSink({ write: out.write, level: "info", quietMs: 10_000 });
    // What the cache handler's clients printed in a second of an outage: 218 lines, several kinds.
    // The subscriber names no Redis, and its errors differ (as a Docker smoke run's outage wrote them).
    const errors = ["Socket closed unexpectedly", "connect ECONNREFUSED 172.18.0.3:6379", "Connection timeout", "getaddrinfo ENOTFOUND redis"];
    for (let i = 0; i < 218; i += 1) {
      const kind = ["Redis client error", "Subscriber client error:", "RedisCacheComponentsHandler client error"][i % 3];
      sink.log("error", [kind, new Error(errors[i % 4]), i]);
      vi.advanceTimersByTime(4);
    }
    expect(out.lines).toHaveLength(1);
    vi.advanceTimersByTime(9_000);
    expect(out.lines).toHaveLength(1);
    vi.advanceTimersByTime(2_000);
    expect(out.lines).toHaveLength(2);
    expect(out.parsed()[1]).toMatchObject({ level: 50, repeated: 217, msg: "Redis client error 0 (repeated 217 more times in 1 s, then quiet)" });
    // A later outage is written again.
    sink.log("error", ["Redis client error", new Error("connect ECONNREFUSED")]);
    expect(out.lines).toHaveLength(3);
  });

  it("tells Next.js's error reports apart by their error (console.error(\"⨯\", error)), keeping digest and cause", () => {
    const out = collector();
    const sink = createConsoleSink({ write: out.write, level: "info" });
    const first = Object.assign(new Error("relation \"orders\" does not exist", { cause: new Error("42P01") }), { digest: "123456" });
    sink.log("error", ["⨯", first]);
    sink.log("error", ["⨯", new TypeError("Cannot read properties of undefined (reading 'id')")]);
    sink.log("error", ["⨯", first]);
    expect(out.lines).toHaveLength(2);
    expect(out.parsed()[0]).toMatchObject({ msg: "⨯", err: { type: "Error", digest: "123456", cause: "Error: 42P01" } });
    expect(out.parsed()[1]).toMatchObject({ err: { type: "TypeError" } });
  });

  it("counts a burst that goes on once a minute, then once more when it has been quiet", () => {
    vi.useFakeTimers();
    const out = collector();
    const sink = createConsoleSink({ write: out.write, level: "info", quietMs: 10_000 });
    // A Redis error every 2 s for 150 s.
    for (let t = 0; t < 150_000; t += 2_000) {
      sink.log("error", ["Redis command error", new Error("READONLY")]);
      vi.advanceTimersByTime(2_000);
    }
    vi.advanceTimersByTime(15_000);
    const msgs = out.parsed().map((l) => String(l.msg));
    expect(msgs[0]).toBe("Redis command error");
    expect(msgs.filter((m) => m.endsWith("still going)"))).toHaveLength(2);
    expect(msgs.at(-1)).toBe("Redis command error (repeated 74 more times in 148 s, then quiet)");
    expect(out.lines).toHaveLength(4);
  });

  it("writes nothing at LOG_LEVEL=silent", () => {
    const out = collector();
    const sink = createConsoleSink({ write: out.write, level: "silent" });
    sink.log("error", ["an error"]);
    expect(out.lines).toEqual([]);
  });

  it("keys repeats by the first line with numbers blanked, and every Redis message as one", () => {
    expect(repeatKey("Failed to proxy http://localhost:3210/x 12 ms")).toBe(repeatKey("Failed to proxy http://localhost:3211/x 7 ms"));
    expect(repeatKey("Failed to proxy a")).not.toBe(repeatKey("Failed to load b"));
    // The cache library's Redis subscriber, whatever its socket met (a Docker smoke run's outage wrote 8 lines of it).
    expect(repeatKey("Subscriber client error:", { err: { type: "Error", message: "getaddrinfo ENOTFOUND redis", stack: "Error: x\n    at a (b.js:1:1)" } })).toBe("redis");
    expect(repeatKey("Subscriber client error:", { err: { type: "Error", message: "Connection timeout", stack: "Error: x\n    at c (d.js:1:1)" } })).toBe("redis");
    expect(repeatKey("client error", { err: { message: "Socket closed unexpectedly", stack: "Error: x\n    at S (/app/node_modules/@redis/client/dist/lib/client/socket.js:194:118)" } })).toBe("redis");
    expect(repeatKey("Subscriber lost")).not.toBe("redis");
    expect(repeatKey("Redis command error")).toBe(repeatKey("RedisCacheComponentsHandler client error"));
  });
});

describe("the access log", () => {
  it("writes one line per request when its answer is sent: method, path without the query, status, ms, reqId, userId", async () => {
    const out = collector();
    const users = new Map<string, number>();
    const server = http.createServer((request, response) => {
      trackRequest(request, response, out.write, users);
      const reqId = request.url?.includes("signed-in") ? "req-signed-in-1" : "req-visitor-01";
      if (reqId === "req-signed-in-1") users.set(reqId, 42);
      response.setHeader("X-Request-Id", reqId);
      response.statusCode = request.url?.startsWith("/missing") ? 404 : 200;
      response.end("ok");
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      await (await fetch(`${base}/products?search=secret%40example.ca`)).text();
      await (await fetch(`${base}/signed-in/order/7`, { method: "POST", body: "{}" })).text();
      await (await fetch(`${base}/missing/thing`)).text();
      await vi.waitFor(() => expect(out.lines).toHaveLength(3));
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
    const lines = out.parsed().sort((a, b) => String(a.path).localeCompare(String(b.path)));
    expect(lines.map(({ method, path, status, reqId, userId, msg, level }) => ({ method, path, status, reqId, userId, msg, level }))).toEqual([
      { method: "GET", path: "/missing/thing", status: 404, reqId: "req-visitor-01", userId: null, msg: "request", level: 30 },
      { method: "GET", path: "/products", status: 200, reqId: "req-visitor-01", userId: null, msg: "request", level: 30 },
      { method: "POST", path: "/signed-in/order/7", status: 200, reqId: "req-signed-in-1", userId: 42, msg: "request", level: 30 },
    ]);
    for (const line of lines) expect(typeof line.ms).toBe("number");
    expect(out.lines.join("")).not.toContain("secret");
    // The map of request users is emptied as answers go.
    expect(users.size).toBe(0);
  });
});
