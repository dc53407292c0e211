import "server-only";
import { unstable_rethrow } from "next/navigation";
import { NextResponse, type NextRequest } from "next/server";
import { noteRequestUser } from "@/lib/log/process-output";
import { REQUEST_ID_HEADER } from "@/lib/log/request-id";
import type { z } from "zod";
import { getDb } from "@/db/client";
import { apiContext, type ApiCtx } from "@/lib/entry/api-context";
import { requestLocale } from "@/lib/http/request-locale";
import { requireAdmin, requireUser, requireVerified, requireVerifiedCustomer } from "@/lib/identity/access";
import { VISITOR } from "@/lib/context/actor";
import { newContext } from "@/lib/context/context";
import { Invalid, InvalidRequest, NotFound } from "@/lib/shared/errors/domain-errors";
import { writeQueuedTagExpirations } from "@/lib/cache/tag-expirations";
import { currentRequestId, runWithRequestId } from "@/lib/log/request-context";
import { errorResponse } from "@/lib/http/error-response";
import { answerBody } from "@/lib/i18n/answer-language";
import { withIdempotency } from "./idempotency";
import { publicRequestUrl } from "@/lib/http/request-url";
import { edgeRefusal, publicOrigin } from "@/lib/http/allowed-hosts";
import { STRICT_TRANSPORT_SECURITY, apiPolicy } from "@/lib/http/security-headers";
import { httpErrorMessages } from "@/lib/shared/messages/errors-http";
import { parseWith, queryObject, readForm, readJson } from "@/lib/http/validation";

/*
 * The one wrapper every route handler uses (docs/architecture.md rule 3). A route declares what it needs —
 * who may call it, its path parameters, query and JSON body as zod schemas — and the wrapper
 * checks them in a fixed order, so 401/403 always come before 404 and 404 before 400:
 *   1. who is calling (token or session cookie; CSRF for cookie-authenticated writes), and access;
 *   2. path parameters (a malformed id is "not found", as in DRF);
 *   3. `authorize`, checks on the target itself (another customer's order is "not found");
 *   4. the query, then the body (400 with field messages, 413 when too large);
 *   5. the handler, whose plain object answer becomes JSON (or a Response, passed through).
 * The declarations also make the OpenAPI document (lib/entry/openapi.ts) and the route list of
 * the authorization matrix test.
 */

/**
 * Who may call a route:
 * - anonymous: nobody is identified (login, registration, password reset; credentials are the body);
 * - public: anyone, identified when a token or session comes along (answers differ by audience);
 * - user: any signed-in user; verified: verified customers and admins;
 * - customer: verified customers only; admin: staff only.
 */
export type Access = "anonymous" | "public" | "user" | "verified" | "customer" | "admin";

export const ACCESS_LEVELS: readonly Access[] = ["anonymous", "public", "user", "verified", "customer", "admin"];

type Schema = z.ZodType | undefined;
type Out<S extends Schema> = S extends z.ZodType ? z.output<S> : undefined;

export interface RouteSpec<P extends Schema, Q extends Schema, B extends Schema> {
  access: Access;
  /** One line for the OpenAPI document. */
  summary: string;
  params?: P;
  query?: Q;
  body?: B;
  /** The success status of a plain-object answer (default 200). */
  status?: number;
  /** "error": validation failures answer {"error": "…"} (the password-reset calls, docs/product.md §7). */
  errorShape?: "fields" | "error";
  /** Honour an Idempotency-Key header: one transaction; a retry answers the first result. */
  idempotent?: boolean;
  /** "multipart": the body may be multipart/form-data (file uploads) or JSON. Default "json". */
  bodyType?: "json" | "multipart";
  /** A multipart body's bound in bytes (default MAX_MULTIPART_BYTES, 10 MB); read only once access is granted. */
  maxBodyBytes?: number;
}

export interface HandlerArgs<P extends Schema, Q extends Schema, B extends Schema> {
  ctx: ApiCtx;
  params: Out<P>;
  query: Out<Q>;
  body: Out<B>;
  request: NextRequest;
  /** The public URL of the request (absolute pagination links). */
  url: URL;
}

type Answer = Response | object;

export type RouteContext = { params: Promise<Record<string, string | string[] | undefined>> };

export type ApiRouteHandler = ((request: NextRequest, context: RouteContext) => Promise<Response>) & {
  spec: RouteSpec<Schema, Schema, Schema> & { authorizes: boolean };
};

async function identify(request: NextRequest, access: Access): Promise<ApiCtx> {
  // Nobody is identified, but the answer (and a mail it sends) is in the language of the request.
  if (access === "anonymous") return { ...newContext(await getDb(), VISITOR), identity: { actor: VISITOR, via: "none" }, locale: requestLocale(request.headers, null) };
  const ctx = await apiContext(request);
  // The access line names the caller (lib/log/process-output.ts), authorised or not.
  if (ctx.actor.kind === "user") noteRequestUser(currentRequestId() ?? null, ctx.actor.id);
  if (access === "user") requireUser(ctx.actor);
  else if (access === "verified") requireVerified(ctx.actor);
  else if (access === "customer") requireVerifiedCustomer(ctx.actor);
  else if (access === "admin") requireAdmin(ctx.actor);
  return ctx;
}

function asRequestError(error: unknown): unknown {
  return error instanceof Invalid ? new InvalidRequest(error.message) : error;
}

/**
 * What proxy.ts does for a page, done here for the API, which the proxy does not run for (its
 * matcher: running a proxy at all cost the lightest request about a quarter of the server's time,
 * bench/RESULTS.md, issue 27), next-auth's endpoints aside. Before the route: a Host the shop is
 * not configured for, or a path whose percent-encoding is not UTF-8, is refused with a 400 (the
 * health probes answer any Host). On the answer:
 * - API answers are for their caller (a profile, a cart, a sign-in token, prices for an audience):
 *   no cache may keep one (`private, no-store`), errors included; a route that sets its own
 *   Cache-Control (the catalogue's ETag revalidation, the health check) keeps it;
 * - the request's id (a sane incoming X-Request-Id, or a new one: lib/log/request-id.ts), which
 *   every log line of the request names;
 * - the API's fixed Content-Security-Policy (nothing in a JSON, PDF or CSV answer runs: no nonce),
 *   and HSTS when the shop is served over TLS.
 */
export function apiAnswer(handle: (request: NextRequest, context: RouteContext) => Promise<Response>) {
  return (request: NextRequest, context: RouteContext): Promise<Response> =>
    runWithRequestId(request.headers, async () => {
      const url = new URL(request.url);
      const refusal = refusalOf(request, url);
      const response = refusal ?? (await handle(request, context));
      if (!response.headers.has("cache-control")) response.headers.set("Cache-Control", "private, no-store");
      const requestId = currentRequestId();
      if (requestId && !response.headers.has(REQUEST_ID_HEADER)) response.headers.set("X-Request-Id", requestId);
      const tls = !refusal && publicOrigin(request.headers, url.host).protocol === "https";
      response.headers.set("Content-Security-Policy", apiPolicy({ tls, dev: process.env.NODE_ENV === "development" }));
      if (tls) response.headers.set("Strict-Transport-Security", STRICT_TRANSPORT_SECURITY);
      return response;
    });
}

/** The 400 of a request the API does not answer: an unknown Host, a malformed path. */
function refusalOf(request: NextRequest, url: URL): Response | null {
  const refusal = edgeRefusal(request.headers, url.host, url.pathname);
  return refusal && NextResponse.json({ detail: httpErrorMessages[refusal] }, { status: 400 });
}

export function apiRoute<P extends Schema = undefined, Q extends Schema = undefined, B extends Schema = undefined>(
  spec: RouteSpec<P, Q, B> & {
    /** Checks on the target before the body is read, e.g. that the caller may see this order. */
    authorize?: (args: { ctx: ApiCtx; params: Out<P> }) => Promise<void>;
  },
  handler: (args: HandlerArgs<P, Q, B>) => Promise<Answer>,
): ApiRouteHandler {
  const answer = async (request: NextRequest, context: RouteContext): Promise<Response> => {
    let ctx: ApiCtx | undefined;
    try {
      ctx = await identify(request, spec.access);
      const rawParams = await context.params;
      let params = undefined as Out<P>;
      if (spec.params) {
        const parsed = spec.params.safeParse(rawParams);
        if (!parsed.success) throw new NotFound();
        params = parsed.data as Out<P>;
      }
      if (spec.authorize) await spec.authorize({ ctx, params });
      const url = publicRequestUrl(request);
      let query = undefined as Out<Q>;
      let body = undefined as Out<B>;
      try {
        if (spec.query) query = parseWith(spec.query, queryObject(url)) as Out<Q>;
        if (spec.body) body = (await (spec.bodyType === "multipart" ? readForm(request, spec.body, spec.maxBodyBytes) : readJson(request, spec.body))) as Out<B>;
      } catch (error) {
        throw spec.errorShape === "error" ? asRequestError(error) : error;
      }
      const args: HandlerArgs<P, Q, B> = { ctx, params, query, body, request, url };
      const answer = spec.idempotent ? await withIdempotency(args, spec.status ?? 200, handler) : await handler(args);
      // Expired catalogue tags reach the shared cache before the answer does (lib/cache/tag-expirations.ts).
      await writeQueuedTagExpirations();
      if (answer instanceof Response) return answer;
      return NextResponse.json(answer, { status: spec.status ?? 200 });
    } catch (error) {
      // The framework's own signals (e.g. a route that reads the request bails out of prerendering at build).
      unstable_rethrow(error);
      // In the caller's language: the user's choice, else the request's (ctx is not there when identifying failed).
      const locale = ctx?.locale ?? requestLocale(request.headers, null);
      return errorResponse(error, (body) => answerBody(body, locale));
    }
  };
  const { authorize, ...declared } = spec;
  // Every log line of the request names its id (X-Request-Id).
  const route = apiAnswer(answer);
  return Object.assign(route, { spec: { ...declared, authorizes: authorize !== undefined } }) as ApiRouteHandler;
}
