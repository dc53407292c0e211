import "server-only";
import http from "node:http";
import { format } from "node:util";

/*
 * What the production server writes, as JSON lines (the format of lib/log/logger.ts's pino lines:
 * level, time, app, msg). Installed before Next.js's server.js loads (tools/process-output.mjs,
 * bundled by scripts/build-tools.mjs; `node --import` in the Docker image, scripts/serve.mjs for
 * `npm start` and the e2e server), so that:
 *
 * - whatever calls console.* — Next.js's start banner and its error reports, the Redis cache
 *   handler's client errors — comes out as one JSON line per call, stack traces inside the line;
 * - a message repeated in a burst is written once, then summed up in one line once it has been quiet
 *   for REPEAT_QUIET_MS. Every message that names Redis counts as one: an outage is one line when it
 *   starts and one when it ends, not the 218 lines a second the cache handler's clients printed while
 *   they reconnected;
 * - every HTTP request gets one access line when its answer is sent: method, path (without the query,
 *   which may hold search terms or an email), status, ms, reqId (the X-Request-Id proxy.ts set) and
 *   userId (the signed-in user, noted by proxy.ts for pages and by apiRoute for the API).
 *
 * The lines go to stdout; LOG_LEVEL applies to them as to pino's (at "warn" there is no access line).
 */

const APP = "wholesale-shop";
const LEVELS = { trace: 10, debug: 20, info: 30, warn: 40, error: 50, fatal: 60 } as const;
type LevelName = keyof typeof LEVELS;

/** The lowest level written: LOG_LEVEL's, as pino reads it ("silent": nothing). */
function thresholdOf(level: string | undefined): number {
  if (level === "silent") return Number.POSITIVE_INFINITY;
  return LEVELS[(level ?? "info") as LevelName] ?? LEVELS.info;
}

/** How often a burst that goes on is counted all the same (a Redis outage under steady traffic). */
export const REPEAT_REPORT_MS = 60_000;

/** How long a repeated message must be quiet before its count is written. */
export const REPEAT_QUIET_MS = 10_000;

const INSTALLED = Symbol.for("wholesale-shop.process-output");
/** Requests in flight at once whose user is remembered for their access line (far above a server's load). */
export const MAX_NOTED_USERS = 10_000;
const USERS = Symbol.for("wholesale-shop.request-users");
type GlobalWithOutput = typeof globalThis & { [INSTALLED]?: boolean; [USERS]?: Map<string, number> };

export interface OutputOptions {
  /** Where lines go (tests collect them); stdout by default. */
  write?: (line: string) => void;
  level?: string;
  quietMs?: number;
  now?: () => number;
}

type Fields = Record<string, unknown>;

/** A JSON line in pino's shape. */
export function jsonLine(level: number, msg: string, fields: Fields = {}, time = Date.now()): string {
  return `${JSON.stringify({ level, time, app: APP, ...fields, msg })}\n`;
}

function errorFields(error: Error): Fields {
  const { digest, cause } = error as Error & { digest?: unknown; cause?: unknown };
  return {
    err: {
      type: error.name,
      message: error.message,
      stack: error.stack,
      ...(digest !== undefined ? { digest: String(digest) } : {}),
      ...(cause !== undefined ? { cause: cause instanceof Error ? `${cause.name}: ${cause.message}` : String(cause) } : {}),
    },
  };
}

/** One console call as a message and fields: the text as util.format writes it, an Error's stack apart. */
export function consoleMessage(args: unknown[]): { msg: string; fields: Fields } {
  const error = args.find((arg): arg is Error => arg instanceof Error);
  const rest = error ? args.filter((arg) => arg !== error) : args;
  const msg = rest.length > 0 ? format(...rest).trim() : (error?.message ?? "");
  return { msg, fields: error ? errorFields(error) : {} };
}

/** A line that is already one of ours (pino's, or lib/cache/redis-breaker.js's): passed through as is. */
function isJsonLine(args: unknown[]): args is [string] {
  if (args.length !== 1 || typeof args[0] !== "string") return false;
  const text = args[0].trim();
  if (!text.startsWith("{") || !text.endsWith("}") || text.includes("\n")) return false;
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/** What @trieb.work/nextjs-turbo-redis-cache's Redis clients print without naming Redis. */
const REDIS_CLIENT_MESSAGE = /^Subscriber client error/;

/**
 * Which messages count as the same for the repeat limit: every message naming Redis is one (a Redis
 * outage makes each client print its own), others by their first line with numbers blanked.
 */
export function repeatKey(msg: string, fields: Fields = {}): string {
  const err = fields.err as { type?: string; message?: string; stack?: string } | undefined;
  // The cache handler's Redis subscriber prints "Subscriber client error:" with whatever the socket
  // met (closed, ECONNREFUSED, timeout, ENOTFOUND redis): Redis too, though neither names it.
  if (/redis/i.test(msg) || REDIS_CLIENT_MESSAGE.test(msg) || err?.stack?.includes("@redis/client")) return "redis";
  // Next.js reports a server error as console.error("⨯", error): the error is what tells them apart.
  const where = err?.stack?.split("\n").find((line) => line.trim().startsWith("at ")) ?? "";
  const text = [msg.split("\n", 1)[0] ?? "", err?.type ?? "", err?.message ?? "", where.trim()].join(" | ");
  return text.replace(/\d+(\.\d+)?/g, "#").slice(0, 400);
}

interface Burst {
  first: number;
  last: number;
  repeated: number;
  /** When the count was last written while the burst went on, and the count then. */
  reported: number;
  reportedCount: number;
  level: number;
  msg: string;
  timer?: NodeJS.Timeout;
}

/** The console, as JSON lines with repeats summed up (see the top of this file). */
export function createConsoleSink(options: OutputOptions = {}) {
  const write = options.write ?? ((line: string) => process.stdout.write(line));
  const threshold = thresholdOf(options.level ?? process.env.LOG_LEVEL);
  const quietMs = options.quietMs ?? REPEAT_QUIET_MS;
  const now = options.now ?? Date.now;
  const bursts = new Map<string, Burst>();

  function summarise(key: string): void {
    const burst = bursts.get(key);
    if (!burst) return;
    const quietFor = now() - burst.last;
    if (quietFor < quietMs) {
      // Still going: once a minute its count so far, so that a long outage is not one silent line.
      if (now() - burst.reported >= REPEAT_REPORT_MS && burst.repeated > burst.reportedCount) {
        write(
          jsonLine(burst.level, `${burst.msg} (repeated ${burst.repeated} more times in ${Math.round((now() - burst.first) / 1000)} s, still going)`, {
            repeated: burst.repeated,
            since: new Date(burst.first).toISOString(),
          }),
        );
        burst.reported = now();
        burst.reportedCount = burst.repeated;
      }
      burst.timer = setTimeout(() => summarise(key), Math.min(quietMs - quietFor, REPEAT_REPORT_MS)).unref();
      return;
    }
    bursts.delete(key);
    if (burst.repeated === 0) return;
    write(
      jsonLine(burst.level, `${burst.msg} (repeated ${burst.repeated} more times in ${Math.round((burst.last - burst.first) / 1000)} s, then quiet)`, {
        repeated: burst.repeated,
        since: new Date(burst.first).toISOString(),
      }),
    );
  }

  return {
    log(levelName: LevelName, args: unknown[]): void {
      const level = LEVELS[levelName];
      if (level < threshold) return;
      if (isJsonLine(args)) {
        write(`${args[0].trim()}\n`);
        return;
      }
      const { msg, fields } = consoleMessage(args);
      if (msg === "" && Object.keys(fields).length === 0) return;
      const key = repeatKey(msg, fields);
      const burst = bursts.get(key);
      const time = now();
      if (burst) {
        burst.repeated += 1;
        burst.last = time;
        burst.level = Math.max(burst.level, level);
        return;
      }
      const fresh: Burst = { first: time, last: time, repeated: 0, reported: time, reportedCount: 0, level, msg: msg.split("\n", 1)[0] ?? msg };
      bursts.set(key, fresh);
      fresh.timer = setTimeout(() => summarise(key), quietMs).unref();
      write(jsonLine(level, msg, fields, time));
    },
    /** Writes the counts still pending (at exit). */
    flush(): void {
      for (const [key, burst] of bursts) {
        clearTimeout(burst.timer);
        burst.last = now() - quietMs;
        summarise(key);
      }
    },
  };
}

/**
 * Notes who made the request with this id, for its access line. Does nothing unless the access log
 * is installed (dev and tests keep no map that nothing would empty).
 */
export function noteRequestUser(requestId: string | null | undefined, userId: number | null | undefined): void {
  const users = (globalThis as GlobalWithOutput)[USERS];
  if (!users || !requestId || typeof userId !== "number") return;
  // An entry is removed when its answer is sent; one noted after that (a client that gave up early)
  // would stay: past MAX_NOTED_USERS the oldest go first (a Map keeps its insertion order).
  if (users.size >= MAX_NOTED_USERS) {
    for (const key of users.keys()) {
      users.delete(key);
      if (users.size < MAX_NOTED_USERS / 2) break;
    }
  }
  users.set(requestId, userId);
}

/** Whether access lines are written in this process (proxy.ts looks the session up only then). */
export function accessLogActive(): boolean {
  return (globalThis as GlobalWithOutput)[USERS] !== undefined;
}

function headerText(value: number | string | string[] | undefined): string | undefined {
  if (value === undefined) return undefined;
  return Array.isArray(value) ? value[0] : String(value);
}

/** The access line of one request (written once its answer is sent, or its connection closed). */
export function trackRequest(request: http.IncomingMessage, response: http.ServerResponse, write: (line: string) => void, users: Map<string, number>): void {
  const started = performance.now();
  let done = false;
  const finish = () => {
    if (done) return;
    done = true;
    const reqId = headerText(response.getHeader("x-request-id"));
    const userId = reqId ? users.get(reqId) : undefined;
    if (reqId) users.delete(reqId);
    const path = (request.url ?? "").split("?", 1)[0];
    write(
      jsonLine(LEVELS.info, "request", {
        ...(reqId ? { reqId } : {}),
        method: request.method,
        path,
        status: response.statusCode,
        ms: Math.round((performance.now() - started) * 10) / 10,
        userId: userId ?? null,
        ...(response.writableFinished ? {} : { aborted: true }),
      }),
    );
  };
  response.once("finish", finish);
  response.once("close", finish);
}

/**
 * Installs both, once per process: the console as JSON lines and the access log. Called by
 * tools/process-output.mjs before server.js loads.
 */
export function installProcessOutput(options: OutputOptions = {}): void {
  const g = globalThis as GlobalWithOutput;
  if (g[INSTALLED]) return;
  g[INSTALLED] = true;
  const write = options.write ?? ((line: string) => process.stdout.write(line));
  const sink = createConsoleSink({ ...options, write });
  const route = (level: LevelName) => (...args: unknown[]) => sink.log(level, args);
  console.log = route("info");
  console.info = route("info");
  console.warn = route("warn");
  console.error = route("error");
  console.debug = route("debug");
  console.trace = route("trace");
  process.once("exit", () => sink.flush());
  // Node's own warnings (deprecations, experimental features) print to stderr through a listener
  // of its own: replaced by one that writes them as JSON lines too.
  const warningsOff = process.env.NODE_NO_WARNINGS === "1" || process.execArgv.includes("--no-warnings");
  process.removeAllListeners("warning");
  if (!warningsOff)
    process.on("warning", (warning) => sink.log("warn", [warning.name === "Warning" ? warning.message : `${warning.name}: ${warning.message}`]));
  // A crash still prints its stack to stderr as Node does; stdout gets it as a JSON line first.
  process.on("uncaughtExceptionMonitor", (error) => write(jsonLine(LEVELS.fatal, "uncaught exception", errorFields(error instanceof Error ? error : new Error(String(error))))));

  const threshold = thresholdOf(options.level ?? process.env.LOG_LEVEL);
  if (threshold > LEVELS.info) return;
  const users = new Map<string, number>();
  g[USERS] = users;
  const emit = http.Server.prototype.emit as (this: http.Server, event: string | symbol, ...args: unknown[]) => boolean;
  http.Server.prototype.emit = function (this: http.Server, event: string | symbol, ...args: unknown[]): boolean {
    if (event === "request") trackRequest(args[0] as http.IncomingMessage, args[1] as http.ServerResponse, write, users);
    return emit.call(this, event, ...args);
  } as typeof http.Server.prototype.emit;
}
