import { execFileSync } from "node:child_process";
import os from "node:os";

/* What every bench run writes into bench/RESULTS.md about where it ran, and how a bench signs in. */

/** The short commit of the checkout, or "unknown" outside git. */
export function currentCommit(root: string): string {
  try {
    return execFileSync("git", ["rev-parse", "--short", "HEAD"], { cwd: root }).toString().trim();
  } catch {
    return "unknown";
  }
}

/** "CPU model × cores, memory GiB, Node version". */
export function machineLine(): string {
  return `${os.cpus()[0]?.model ?? "cpu"} × ${os.cpus().length}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
}

/** An API token of a demo account, from the shop's REST login. */
export async function apiToken(shop: string, email: string, password: string): Promise<string> {
  const login = await fetch(`${shop}/api/rest-auth/login/`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password }),
  });
  return ((await login.json()) as { key: string }).key;
}
