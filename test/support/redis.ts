import net from "node:net";
import { randomBytes } from "node:crypto";

/** The machine's Redis for tests (REDIS_TEST_URL, default redis://127.0.0.1:6379). */
export const TEST_REDIS_URL = process.env.REDIS_TEST_URL ?? "redis://127.0.0.1:6379";

/** Whether something answers PING at TEST_REDIS_URL within a second. */
export function redisReachable(url = TEST_REDIS_URL): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port || 6379) });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(1_000, () => done(false));
    socket.once("error", () => done(false));
    socket.once("connect", () => socket.write("PING\r\n"));
    socket.once("data", (data) => done(data.toString().startsWith("+PONG")));
  });
}

/** A key prefix no other test run uses, so parallel runs on one Redis never collide. */
export function uniqueRedisPrefix(label: string): string {
  return `test:${label}:${process.pid}:${randomBytes(4).toString("hex")}:`;
}
