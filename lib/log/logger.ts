import "server-only";
import pino, { type DestinationStream, type LoggerOptions } from "pino";
import { getEnv } from "@/lib/env";
import { currentRequestId } from "./request-context";

/*
 * One JSON line per event on stdout (pino). Every line logged while serving a request carries its
 * id (`reqId`, the X-Request-Id of the answer). Secrets never reach the log: whatever a caller
 * passes under these names is replaced, at any of the first three levels of the logged object.
 */

const SECRET_NAMES = [
  "password",
  "newPassword",
  "new_password1",
  "new_password2",
  "old_password",
  "currentPassword",
  "passwordHash",
  "password_hash",
  "token",
  "accessToken",
  "refreshToken",
  "apiToken",
  "secret",
  "authSecret",
  "authorization",
  "cookie",
  "set-cookie",
  "resetCode",
  "smtpUrl",
  "SMTP_URL",
  "AUTH_SECRET",
  "DATABASE_URL",
  "REDIS_URL",
];

export const REDACTED = "[redacted]";

export const REDACT_PATHS = SECRET_NAMES.flatMap((name) => {
  const key = /^[A-Za-z_$][\w$]*$/.test(name) ? name : `["${name}"]`;
  const dotted = key.startsWith("[") ? key : `.${key}`;
  return [key, `*${dotted}`, `*.*${dotted}`];
});

export const loggerOptions: LoggerOptions = {
  level: getEnv().LOG_LEVEL,
  base: { app: "wholesale-shop" },
  redact: { paths: REDACT_PATHS, censor: REDACTED },
  mixin() {
    const reqId = currentRequestId();
    return reqId ? { reqId } : {};
  },
};

// Lines go to stdout synchronously (none is lost when the process exits); tests may divert them.
let sink: DestinationStream = pino.destination({ dest: 1, sync: true });

export const logger = pino(loggerOptions, { write: (line: string) => sink.write(line) });

/** Tests only: sends the log lines to `destination` until the returned function is called. */
export function divertLogsForTests(destination: DestinationStream): () => void {
  const previous = sink;
  sink = destination;
  return () => {
    sink = previous;
  };
}
