import { afterEach, describe, expect, it } from "vitest";
import { divertLogsForTests, logger, REDACTED } from "@/lib/log/logger";
import { currentRequestId, runWithRequestId } from "@/lib/log/request-context";
import { requestIdFor } from "@/lib/log/request-id";

function capture(): { lines: () => Record<string, unknown>[]; raw: () => string; stop: () => void } {
  const chunks: string[] = [];
  const level = logger.level;
  logger.level = "info";
  const restore = divertLogsForTests({ write: (line: string) => void chunks.push(line) });
  return {
    raw: () => chunks.join(""),
    lines: () => chunks.join("").trim().split("\n").map((line) => JSON.parse(line) as Record<string, unknown>),
    stop: () => {
      restore();
      logger.level = level;
    },
  };
}

let stop: (() => void) | undefined;
afterEach(() => stop?.());

describe("logger redaction", () => {
  it("never writes passwords, tokens, secrets, cookies or authorization headers", () => {
    const logs = capture();
    stop = logs.stop;
    logger.info(
      {
        password: "hunter2-top",
        token: "tok-top-123",
        user: { email: "a@example.ca", password: "hunter2-nested", newPassword: "new-secret-pw" },
        request: { headers: { authorization: "Token abc-authz", cookie: "next-auth.session-token=cookie-val", "set-cookie": "sid=set-cookie-val" } },
        body: { new_password1: "np1-secret", new_password2: "np2-secret", resetCode: "123456" },
        settings: { AUTH_SECRET: "auth-secret-value", DATABASE_URL: "postgres://u:dbpass@h/db", SMTP_URL: "smtp://u:smtppass@h" },
      },
      "sign-in attempt",
    );
    const raw = logs.raw();
    for (const secret of ["hunter2", "tok-top-123", "new-secret-pw", "abc-authz", "cookie-val", "np1-secret", "np2-secret", "123456", "auth-secret-value", "dbpass", "smtppass"]) {
      expect(raw).not.toContain(secret);
    }
    const [line] = logs.lines();
    expect(line.msg).toBe("sign-in attempt");
    expect(line.password).toBe(REDACTED);
    expect((line.user as Record<string, unknown>).email).toBe("a@example.ca");
    expect((line.user as Record<string, unknown>).password).toBe(REDACTED);
    expect(((line.request as Record<string, Record<string, unknown>>).headers).authorization).toBe(REDACTED);
  });

  it("keeps an error's code and message", () => {
    const logs = capture();
    stop = logs.stop;
    const error = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" });
    logger.error({ err: error }, "database down");
    const [line] = logs.lines();
    expect(line.err).toMatchObject({ code: "ECONNREFUSED", message: "connect ECONNREFUSED 127.0.0.1:5432" });
  });
});

describe("request ids", () => {
  it("keeps a sane incoming X-Request-Id and replaces anything else with a UUID", () => {
    expect(requestIdFor(new Headers({ "x-request-id": "lb-7f3a9c21e4" }))).toBe("lb-7f3a9c21e4");
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
    expect(requestIdFor(new Headers())).toMatch(uuid);
    for (const bad of ["short", "x".repeat(129), "has space in it", "quote\"d-id-1234", "semi;colon;id;1234", "<script>alert(1)</script>"]) {
      expect(requestIdFor(new Headers({ "x-request-id": bad }))).toMatch(uuid);
    }
    expect(requestIdFor(new Headers())).not.toBe(requestIdFor(new Headers()));
  });

  it("puts the request's id on every line logged while serving it, across awaits", async () => {
    const logs = capture();
    stop = logs.stop;
    await Promise.all(
      ["req-aaaa-1111", "req-bbbb-2222"].map((id) =>
        runWithRequestId(new Headers({ "x-request-id": id }), async () => {
          logger.info({ step: 1 }, "start");
          await new Promise((resolve) => setTimeout(resolve, 5));
          logger.child({ part: "child" }).warn({ step: 2 }, "after a wait");
          expect(currentRequestId()).toBe(id);
        }),
      ),
    );
    logger.info("outside any request");
    const lines = logs.lines();
    expect(lines).toHaveLength(5);
    for (const id of ["req-aaaa-1111", "req-bbbb-2222"]) {
      expect(lines.filter((l) => l.reqId === id).map((l) => l.step)).toEqual([1, 2]);
    }
    expect(lines.at(-1)).not.toHaveProperty("reqId");
  });
});
