import { eq } from "drizzle-orm";
import { API_ROUTES } from "@/app/api/route-manifest";
import { getDb } from "@/db/client";
import { cartItems, users } from "@/db/schema";
import { issueToken, type TokenPurpose } from "@/lib/identity/api-tokens";
import { identityColumns } from "@/lib/identity/user-record";
import { VISITOR } from "@/lib/context/actor";
import { newContext } from "@/lib/context/context";
import { declaredRoutes, type DeclaredRoute } from "@/lib/entry/openapi";
import { sessionCookie, type TestUser } from "./accounts";
import { apiRequest, routeParams, TEST_ORIGIN } from "./requests";

/*
 * What the authorization matrix and the fuzz test share: every declared route of the manifest, a
 * way to call one with path ids, query, body and headers, fresh credentials, and the checks that
 * an answer leaks nothing (stack traces, SQL, server paths, prices to visitors).
 */

/** Every exported method of every route in app/api/route-manifest.ts, keyed "METHOD path". */
export const ALL_ROUTES: DeclaredRoute[] = declaredRoutes(API_ROUTES);
export const routeKey = (route: { method: string; path: string }) => `${route.method} ${route.path}`;

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** The path with its {name} segments filled in. */
export function fillPath(template: string, params: Record<string, string>): string {
  // A lone surrogate has no URL form: the URL carries U+FFFD instead, the handler gets the raw value.
  const encode = (value: string) => encodeURIComponent(value.replace(LONE_SURROGATE, "\ufffd"));
  return template.replace(/\{([^}]+)\}/g, (_, name: string) => encode(params[name] ?? ""));
}

export interface CallInput {
  params?: Record<string, string>;
  query?: Record<string, string> | string;
  /** A JSON value (sent as application/json), or a raw string with `headers` choosing its type. */
  body?: unknown;
  headers?: Record<string, string>;
}

export interface CallAnswer {
  status: number;
  text: string;
  /** The parsed JSON answer, or undefined when it is not JSON. */
  json: unknown;
}

/** Calls a declared route's handler as Next would. */
export async function callRoute(route: DeclaredRoute, input: CallInput = {}): Promise<CallAnswer> {
  const params = input.params ?? {};
  let url = fillPath(route.path, params);
  const query = typeof input.query === "string" ? input.query : new URLSearchParams(input.query ?? {}).toString();
  if (query) url += `?${query}`;
  const response = await route.handler(apiRequest(url, { method: route.method, body: input.body, headers: input.headers }), routeParams(params));
  const text = await response.text();
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  return { status: response.status, text, json };
}

/** A new API token for the user as the database has them now (a password change bumps token_version). */
export async function freshToken(user: { id: number }, purpose: TokenPurpose = "auth"): Promise<string> {
  const db = await getDb();
  const [identity] = await db.select(identityColumns).from(users).where(eq(users.id, user.id));
  return issueToken(newContext(db, VISITOR), identity, purpose);
}

export async function tokenHeaders(user: { id: number }): Promise<Record<string, string>> {
  return { authorization: `Token ${await freshToken(user)}` };
}

/** The web session cookie of the user as the database has them now; `origin` for a same-origin write. */
export async function cookieHeaders(user: { id: number }, options: { origin?: string } = {}): Promise<Record<string, string>> {
  const db = await getDb();
  const [row] = await db.select({ tokenVersion: users.tokenVersion }).from(users).where(eq(users.id, user.id));
  const headers: Record<string, string> = { cookie: await sessionCookie({ id: user.id, tokenVersion: row.tokenVersion }) };
  if (options.origin) headers.origin = options.origin;
  return headers;
}

export const SAME_ORIGIN = TEST_ORIGIN;

/** Puts a case of the product in the user's cart (for calls that need a cart with lines). */
export async function putInCart(user: TestUser, product: { id: number; boxQuantity: number }): Promise<void> {
  const db = await getDb();
  await db.insert(cartItems).values({ userId: user.id, productId: product.id, quantity: product.boxQuantity }).onConflictDoNothing();
}

/** Fields that tell a price; visitors and unverified customers never see one (docs/product.md §6). */
export const PRICE_FIELDS = ["price", "discounted_price", "special", "cost"];

/** The JSON paths of every key among `names` anywhere in the value. */
export function keysIn(value: unknown, names: string[], at = "$"): string[] {
  if (Array.isArray(value)) return value.flatMap((v, i) => keysIn(v, names, `${at}[${i}]`));
  if (value === null || typeof value !== "object") return [];
  return Object.entries(value).flatMap(([k, v]) => [...(names.includes(k) ? [`${at}.${k}`] : []), ...keysIn(v, names, `${at}.${k}`)]);
}

/*
 * What an answer must never show: a stack trace, SQL or the server's file paths. Checked on the
 * raw text (lowercased for the SQL words).
 */
const LEAKS: Array<[string, RegExp]> = [
  ["stack frame", /\bat [\w$.<>[\] ]*\(?(?:\/|[a-z]:\\|file:|node:)/i],
  ["node_modules", /node_modules/],
  ["server path", /\/work\/|\/home\/|\/tmp\/|\/usr\/|[a-z]:\\\\/i],
  ["source file", /\.(?:ts|tsx|js|mjs|cjs):\d+/],
  ["SQL select", /\bselect\s[^"]{0,200}\sfrom\s/i],
  ["SQL insert", /insert into/i],
  ["SQL error", /syntax error|violates|relation "|duplicate key|invalid input syntax|out of range for type/i],
];

/** The names of the leaks found in an answer's text (empty when it is clean). */
export function leaksIn(text: string): string[] {
  return LEAKS.filter(([, pattern]) => pattern.test(text)).map(([name]) => name);
}
