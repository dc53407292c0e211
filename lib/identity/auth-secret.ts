import "server-only";
import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { getEnv } from "@/lib/env";

let cached: string | undefined;

/**
 * The key that signs web session cookies: AUTH_SECRET when set; otherwise one generated on first
 * start and kept in DATA_DIR/auth-secret (mode 600), so that `npm start` needs no setup and
 * sessions survive restarts.
 */
export function getAuthSecret(): string {
  if (cached) return cached;
  const env = getEnv();
  if (env.AUTH_SECRET) return (cached = env.AUTH_SECRET);
  const file = path.resolve(env.DATA_DIR, "auth-secret");
  try {
    cached = readFileSync(file, "utf8").trim();
    if (cached) return cached;
  } catch {
    // not created yet
  }
  mkdirSync(path.dirname(file), { recursive: true });
  const secret = randomBytes(32).toString("base64url");
  try {
    writeFileSync(file, secret, { mode: 0o600, flag: "wx" });
    cached = secret;
  } catch {
    cached = readFileSync(file, "utf8").trim(); // another process wrote it first
  }
  return cached;
}
