import { NextResponse, type NextRequest } from "next/server";
import { httpErrorMessages } from "@/lib/shared/messages/errors-http";
import { validationMessages } from "@/lib/shared/messages/validation";
import { guardRequest } from "@/lib/entry/request-guard";
import { REQUEST_ID_HEADER, requestIdFor } from "@/lib/log/request-id";
import { edgeRefusal, publicOrigin } from "@/lib/http/allowed-hosts";
import { accessLogActive, noteRequestUser } from "@/lib/log/process-output";
import { readSessionClaims } from "@/lib/identity/session-cookie";
import { STRICT_TRANSPORT_SECURITY, contentSecurityPolicy, newNonce, visitorPagePolicy } from "@/lib/http/security-headers";
import { isVisitorPath, visitorPage as visitorAnswer } from "@/lib/entry/visitor-pages";
import { requestLocale } from "@/lib/http/request-locale";
import { LOCALES, type Locale } from "@/lib/shared/i18n/locales";
import { localizedPath, splitLocalePath } from "@/lib/shared/i18n/routing";

/*
 * Runs before every page request and next-auth's endpoints (not the hashed static files, nor the
 * rest of the API, which lib/entry/api-route.ts's apiAnswer guards in the same way):
 * - refuses a Host the shop is not configured for (lib/http/allowed-hosts.ts: PUBLIC_URL's host,
 *   ALLOWED_HOSTS; the X-Forwarded-Host with TRUST_PROXY) with a 400, before anything of the app
 *   runs: pages, next-auth's endpoints, uploaded pictures and the public files alike;
 * - refuses what the framework would answer with a 500: a path whose percent-encoding is not
 *   UTF-8, and the image optimizer (/_next/image), which the shop does not use (every picture is
 *   served as stored, `unoptimized`);
 * - tells the app the origin it may trust: X-Forwarded-Host/-Proto are replaced by PUBLIC_URL's, or
 *   by the allowed Host header and plain http unless TRUST_PROXY is set (next-auth builds its
 *   redirects and chooses Secure cookies from these);
 * - sets the Content-Security-Policy with a fresh nonce on the request (Next puts the nonce on its
 *   inline scripts) and on the answer, and HSTS when the shop is served over TLS;
 * - gives the request an id (a sane incoming X-Request-Id, or a new one) on the request headers,
 *   where every log line of the request finds it (lib/log), and on the answer;
 * - guards pages before they render (lib/entry/request-guard.ts): who may not open a page is
 *   redirected with a real 307, and a missing product, or a missing record a private page names
 *   (/order/12, /admin/edit-vendor/3), answers a real 404 (a page's prerendered shell is sent
 *   before the page itself runs, so the page could only redirect client-side or answer 200);
 * - rewrites a page request without a session cookie for /, /products or a product page to the
 *   visitor's whole cached page (lib/entry/visitor-pages.ts), with the visitor policy instead of a
 *   nonce; a request from outside for such a rewritten path is a 404. A rewrite stays inside the
 *   server because the proxy sees the URL the server resolves routes against (next.config.ts,
 *   skipProxyUrlNormalize).
 */
export async function proxy(request: NextRequest): Promise<NextResponse> {
  const { pathname: rawPath, host: urlHost } = new URL(request.url);
  const requestId = requestIdFor(request.headers);
  const refusal = edgeRefusal(request.headers, urlHost, rawPath);
  if (refusal === "unknownHost") return refuse(rawPath, 400, httpErrorMessages.unknownHost, requestId);
  if (rawPath.startsWith("/_next/image")) return refuse(rawPath, 404, validationMessages.notFound, requestId);
  if (refusal) return refuse(rawPath, 400, httpErrorMessages[refusal], requestId);

  // The API but next-auth's endpoints comes here only with a percent sign in its path (config below).
  if (rawPath.startsWith("/api/") && !rawPath.startsWith("/api/auth/")) return NextResponse.next();
  // The page's language is in its path (lib/shared/i18n/routing.ts): /fr/x is French /x.
  const { locale, path } = splitLocalePath(request.nextUrl.pathname);
  // The routes proxy.ts rewrites to (a language's tree, the visitor's cached pages) are not addresses.
  if (isInternalPath(rawPath) || isVisitorPath(path)) return refuse(rawPath, 404, validationMessages.notFound, requestId);

  const origin = publicOrigin(request.headers, urlHost);
  const tls = origin.protocol === "https";
  const dev = process.env.NODE_ENV === "development";
  const localized = isLocalizedPath(request.nextUrl.pathname);
  const page = localized && isPageRequest(request);
  // An English address asked for by someone who reads French (their choice, else their browser's
  // languages) goes to the French one, as next-intl's middleware does.
  const wanted = page && locale !== "fr-CA" ? requestLocale(request.headers, null) : locale;
  const guard = page && wanted === locale ? await guardRequest(request, path) : null;
  const session = hasSessionCookie(request);
  const visitor = page && wanted === locale && !guard && !session ? visitorAnswer(path, request.nextUrl.search, origin) : null;
  const visitorPage = visitor && "rewrite" in visitor ? `/${locale}${visitor.rewrite}` : null;
  // Who may not open the page goes elsewhere; so does a visitor's bad /products parameter (to the
  // URL without it, where the page would send the browser), in the page's language.
  const redirect =
    wanted !== locale
      ? `${localizedPath(path, wanted)}${request.nextUrl.search}`
      : guard && "redirect" in guard
        ? localizedPath(guard.redirect, locale)
        : visitor && "redirect" in visitor
          ? localizedPath(visitor.redirect, locale)
          : null;

  const headers = new Headers(request.headers);
  headers.set("x-forwarded-host", origin.host);
  headers.set("x-forwarded-proto", origin.protocol);
  headers.set(REQUEST_ID_HEADER, requestId);
  let policy: string;
  if (visitorPage) {
    // Rendered once for every visitor: no nonce for Next.js to put on its scripts (nor one sent in).
    policy = visitorPagePolicy({ tls, dev });
    headers.delete("x-nonce");
    headers.delete("content-security-policy");
  } else {
    const nonce = newNonce();
    policy = contentSecurityPolicy(nonce, { tls, dev });
    headers.set("x-nonce", nonce);
    headers.set("content-security-policy", policy);
  }
  // The access line names who opened the page (the API's caller is noted by apiRoute).
  if (page && session && accessLogActive()) noteRequestUser(requestId, (await readSessionClaims(request))?.uid);
  let response: NextResponse;
  if (redirect) response = NextResponse.redirect(new URL(redirect, `${origin.protocol}://${origin.host}`), 307);
  // A missing record: the page prerendered as its 404 (lib/entry/page-paths.ts, `missing`).
  else if (guard && "notFound" in guard) response = NextResponse.rewrite(new URL(`/${locale}${guard.notFound}`, request.url), { status: 404, request: { headers } });
  else if (visitorPage) {
    response = NextResponse.rewrite(new URL(visitorPage, request.url), { request: { headers } });
    // The page cache is the shop's own: behind the same URL a session gets another page, and an
    // edit must show on the next request, so no shared cache keeps it (Next.js would say s-maxage).
    response.headers.set("Cache-Control", VISITOR_CACHE_CONTROL);
  }
  else if (localized) response = NextResponse.rewrite(new URL(`/${locale}${path}${request.nextUrl.search}`, request.url), { request: { headers } });
  else response = NextResponse.next({ request: { headers } });
  response.headers.set("Content-Security-Policy", policy);
  response.headers.set("X-Request-Id", requestId);
  if (tls) response.headers.set("Strict-Transport-Security", STRICT_TRANSPORT_SECURITY);
  return response;
}

/** What every other page says (Next.js's own for a page rendered per request). */
const VISITOR_CACHE_CONTROL = "private, no-cache, no-store, max-age=0, must-revalidate";

/** Whether the request carries next-auth's session cookie (either name, or its chunks). */
function hasSessionCookie(request: NextRequest): boolean {
  return request.cookies.getAll().some(({ name }) => name.startsWith("next-auth.session-token") || name.startsWith("__Secure-next-auth.session-token"));
}

function isPageRequest(request: NextRequest): boolean {
  return request.method === "GET" || request.method === "HEAD";
}

/**
 * Whether a path is a page's, which lives in a language's tree (app/[locale]): not the API, the
 * pictures, the framework's and the service worker's files, nor a file of public/ or of the app's
 * metadata (a name with a dot: /sitemap.xml, /sw.js, /icons/x.png; no page path has one).
 */
function isLocalizedPath(path: string): boolean {
  if (path.startsWith("/api/") || path.startsWith("/media/") || path.startsWith("/_next/") || path.startsWith("/serwist/")) return false;
  return !path.slice(path.lastIndexOf("/") + 1).includes(".");
}

/** A path in a language's tree as the server names it (/en-CA/..., /fr-CA/...): only proxy.ts's rewrites lead there. */
function isInternalPath(path: string): boolean {
  return (LOCALES as readonly Locale[]).some((locale) => path === `/${locale}` || path.startsWith(`/${locale}/`));
}

function refuse(path: string, status: number, message: string, requestId: string): NextResponse {
  if (path.startsWith("/api/")) return NextResponse.json({ detail: message }, { status, headers: { "X-Request-Id": requestId } });
  return new NextResponse(message, { status, headers: { "Content-Type": "text/plain; charset=utf-8", "X-Request-Id": requestId } });
}

/*
 * Every path but the hashed static files, the API (next-auth's endpoints aside: they may answer with
 * a page of their own) and /robots.txt. The API's answers need none of the page work (nonce, guard,
 * visitor rewrite), and apiAnswer (lib/entry/api-route.ts) checks the Host and the path and sets
 * the policy, the request id and HSTS itself; /robots.txt is the same text for every Host (its one
 * URL is built on the shop's public origin, never on an unknown Host, lib/http/allowed-hosts.ts).
 * Running the proxy at all costs a request about a quarter of the server's time on the lightest
 * routes (bench/RESULTS.md, issue 27). An API path with a percent sign does run it: the framework
 * answers a malformed percent-encoding in the path with a 500 before any route could refuse it.
 */
export const config = {
  matcher: ["/((?!_next/static/|favicon.ico$|api/(?!auth(?:/|$))|robots.txt$).*)", "/(api/.*%.*)"],
};
