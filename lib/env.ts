import "server-only";
import { z } from "zod";
import { normaliseHost } from "@/lib/http/host-name";
import { PROVINCIAL_TAX_CODES, type ProvincialTaxCode } from "@/lib/shared/pricing/sales-taxes";

/*
 * Every setting of the shop, read once and validated (docs/architecture.md rule 8). A bad value stops start-up
 * with a message naming the setting. No other module reads process.env for these.
 * Not server-only: scripts (seed, create-admin) read it too.
 */

const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined));

/** An empty value (`PORT=` in a .env) counts as unset, so the default applies. */
const emptyAsUnset = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value);

const booleanText = (fallback: boolean) =>
  z
    .enum(["true", "false", "1", "0", ""])
    .optional()
    .transform((v) => (v === undefined || v === "" ? fallback : v === "true" || v === "1"));

/** A comma-separated list of host or host:port, normalised; empty: undefined (the default applies). */
const hostList = z
  .string()
  .optional()
  .transform((value, ctx) => {
    const entries = (value ?? "").split(",").map((entry) => entry.trim()).filter(Boolean);
    if (entries.length === 0) return undefined;
    const hosts = entries.map(normaliseHost);
    const bad = entries.find((_, i) => hosts[i] === null);
    if (bad !== undefined) {
      ctx.addIssue({ code: "custom", message: `"${bad}" is not a host name or host:port (no scheme, path or wildcard)` });
      return z.NEVER;
    }
    return hosts as string[];
  });

/** A comma-separated list of the provincial taxes the shop is registered for (QST, PST_BC, RST_MB, PST_SK); empty: none. */
const taxRegistrations = z
  .string()
  .optional()
  .transform((value, ctx) => {
    const entries = (value ?? "").split(",").map((entry) => entry.trim().toUpperCase()).filter(Boolean);
    const bad = entries.find((entry) => !(PROVINCIAL_TAX_CODES as readonly string[]).includes(entry));
    if (bad !== undefined) {
      ctx.addIssue({ code: "custom", message: `"${bad}" is not one of ${PROVINCIAL_TAX_CODES.join(", ")}` });
      return z.NEVER;
    }
    return [...new Set(entries)] as ProvincialTaxCode[];
  });

/** A registration number as the tax authority writes it, spaces tidied; unset when empty. */
const registrationNumber = (pattern: RegExp, example: string) =>
  optionalText.pipe(
    z
      .string()
      .transform((v) => v.replace(/\s+/g, " ").toUpperCase())
      .refine((v) => pattern.test(v), `must look like ${example}`)
      .optional(),
  );

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  DATABASE_URL: optionalText.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, "must be a postgres:// or postgresql:// URL")
      .optional(),
  ),
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(100).default(10),
  DATA_DIR: z.string().trim().min(1).default("./.data"),
  SEED_DEMO: z.enum(["auto", "true", "false"]).default("auto"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  COMPANY_NAME: z.string().trim().min(1).default("Fraser Harbour Wholesale Foods"),
  COMPANY_ADDRESS: z.string().trim().min(1).default("1250 Boundary Road, Burnaby, BC V5J 0A1"),
  COMPANY_PHONES: z
    .string()
    .trim()
    .min(1)
    .default("604-555-0100, 1-800-555-0199")
    .transform((v) =>
      v
        .split(",")
        .map((p) => p.trim())
        .filter(Boolean),
    ),
  COMPANY_EMAIL: z.email().default("orders@fraserharbour.example.ca"),
  // The payment terms a new order's page states (what the shop agreed with its customers).
  COMPANY_PAYMENT_TERMS: z
    .string()
    .trim()
    .min(1)
    .max(300)
    .default("We invoice each order on delivery; payment is due within 30 days by cheque, EFT or Interac e-Transfer."),
  // The provincial sales taxes the shop is registered to collect (docs/taxes.md); it collects none elsewhere.
  TAX_REGISTRATIONS: taxRegistrations,
  // The shop's GST/HST and QST registration numbers, printed on its emails and documents.
  COMPANY_GST_HST_NUMBER: registrationNumber(/^\d{9} ?RT ?\d{4}$/, "123456789 RT0001"),
  COMPANY_QST_NUMBER: registrationNumber(/^\d{10} ?TQ ?\d{4}$/, "1234567890 TQ0001"),
  TRUST_PROXY: booleanText(false),
  // The port the server listens on (server.js reads it; `npm start -p` sets it); the default
  // ALLOWED_HOSTS are on it.
  PORT: z.preprocess(emptyAsUnset, z.coerce.number().int().min(1).max(65535).default(3000)),
  // The host names the shop answers to besides PUBLIC_URL's (host or host:port, comma-separated);
  // any other Host (X-Forwarded-Host with TRUST_PROXY) is refused with a 400, and absolute URLs are
  // never built on it. Unset: localhost, 127.0.0.1 and [::1] on PORT.
  ALLOWED_HOSTS: hostList,
  // Multiplies the per-address rate limits (login, password reset); per-account limits never change.
  RATE_LIMIT_IP_FACTOR: z.coerce.number().min(1).max(1000).default(1),
  // Days an API login token lives without being used; each use renews it (at most once a day).
  API_TOKEN_TTL_DAYS: z.preprocess(emptyAsUnset, z.coerce.number().int().min(1).max(3650).default(30)),
  // Days a delivered order may stay unpaid (the payment terms, "net 30"): later, the back office lists it as overdue.
  PAYMENT_TERMS_DAYS: z.preprocess(emptyAsUnset, z.coerce.number().int().min(0).max(365).default(30)),
  // Signs the web session cookies; unset: generated once and kept in DATA_DIR/auth-secret.
  AUTH_SECRET: optionalText.pipe(z.string().min(32, "must be at least 32 characters").optional()),
  // The shop's public address (https://shop.example.ca): every absolute link is built on it, and its
  // host is allowed. Unset: the request's host, when it is one of ALLOWED_HOSTS.
  PUBLIC_URL: optionalText.pipe(z.url({ protocol: /^https?$/, message: "must be an http(s) URL" }).optional()),
  // Unset: mail is written as .eml files under DATA_DIR/mail and logged (the zero-setup default).
  SMTP_URL: optionalText.pipe(
    z
      .string()
      .regex(/^smtps?:\/\/[^/?#]+/, "must be an smtp:// or smtps:// URL")
      .optional(),
  ),
  // Set on every app server of a scaled-out shop: rate limits and the Next.js cache live in Redis.
  // Unset: in this process's memory (one server). See README "Scaling out".
  REDIS_URL: optionalText.pipe(
    z
      .string()
      .regex(/^rediss?:\/\/[^/?#]*/, "must be a redis:// or rediss:// URL")
      .optional(),
  ),
  // Prefix of every Redis key the shop writes, so that several shops (or test runs) can share one Redis.
  REDIS_KEY_PREFIX: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_.:-]{1,64}$/, "letters, digits and _ . : - only (at most 64)")
    .default("shop:"),
  MAIL_FROM: z.string().trim().min(1).default("Fraser Harbour Wholesale Foods <orders@fraserharbour.example.ca>"),
  ORDER_NOTIFICATION_EMAIL: z.email().default("orders@fraserharbour.example.ca"),
  // Development and tests only (docs/webhooks.md): webhooks may be sent to loopback, private and
  // link-local addresses, and over http://. Off: such endpoints are refused (no request forgery).
  WEBHOOKS_ALLOW_PRIVATE_ADDRESSES: booleanText(false),
});

export type Env = z.infer<typeof envSchema>;

/** The name of every setting (the self-hosting test checks .env.example against it). */
export const SETTING_NAMES: readonly string[] = Object.keys(envSchema.shape);

export class EnvError extends Error {
  constructor(public readonly setting: string, detail: string) {
    super(`Invalid setting ${setting}: ${detail}`);
    this.name = "EnvError";
  }
}

export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new EnvError(String(issue.path[0] ?? "environment"), issue.message);
  }
  return result.data;
}

let cached: Env | undefined;

export function getEnv(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}

/** Tests only: forget the cached settings so changed process.env values take effect. */
export function resetEnvCache(): void {
  cached = undefined;
}
