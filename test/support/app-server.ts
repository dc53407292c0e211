import { spawn, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";

/*
 * A production server of the shop in a child process, started the way `npm start` starts it
 * (scripts/serve.mjs on the build in NEXT_DIST_DIR, default .next), for tests that need real
 * servers: several of them on one database and one Redis, or a shutdown.
 */

export const DIST_DIR = process.env.NEXT_DIST_DIR || ".next";
const ROOT = path.resolve(import.meta.dirname, "../..");

/** Why a production build cannot be started, or null when it can. */
export function missingBuild(): string | null {
  const server = path.join(ROOT, DIST_DIR, "standalone", "server.js");
  return existsSync(server) ? null : `no production build at ${path.relative(ROOT, server)} (run \`npm run build\` first)`;
}

export interface AppServer {
  name: string;
  url: string;
  process: ChildProcess;
  /** Everything the server printed so far (its JSON log lines among them). */
  output: () => string;
  /** Resolves with the exit code (or signal) once the process has ended. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  stop: () => Promise<void>;
}

export async function startAppServer(options: { name: string; port: number; env: Record<string, string> }): Promise<AppServer> {
  const chunks: string[] = [];
  const child = spawn(process.execPath, ["scripts/serve.mjs", "-p", String(options.port), "-H", "127.0.0.1"], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: "production", NEXT_DIST_DIR: DIST_DIR, NEXT_TELEMETRY_DISABLED: "1", ...options.env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (data: Buffer) => chunks.push(data.toString()));
  child.stderr?.on("data", (data: Buffer) => chunks.push(data.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once("exit", (code, signal) => resolve({ code, signal })),
  );
  const url = `http://127.0.0.1:${options.port}`;
  const server: AppServer = {
    name: options.name,
    url,
    process: child,
    output: () => chunks.join(""),
    exited,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill("SIGTERM");
        const timer = setTimeout(() => child.kill("SIGKILL"), 10_000);
        await exited;
        clearTimeout(timer);
      }
    },
  };
  const deadline = Date.now() + 90_000;
  let ended = false;
  void exited.then(() => (ended = true));
  while (Date.now() < deadline && !ended) {
    try {
      const response = await fetch(`${url}/api/health/ready/`);
      if (response.status === 200) return server;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await server.stop();
  throw new Error(`${options.name} did not become ready on port ${options.port}:\n${server.output().slice(-4000)}`);
}
