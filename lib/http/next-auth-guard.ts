import "server-only";
import { NextRequest, NextResponse } from "next/server";
import { runWithRequestId } from "@/lib/log/request-context";
import { httpErrorMessages } from "@/lib/shared/messages/errors-http";
import { validationMessages } from "@/lib/shared/messages/validation";

type NextAuthHandler = (request: NextRequest, context: { params: Promise<{ nextauth: string[] }> }) => Promise<Response>;

const CALLBACK_COOKIES = ["next-auth.callback-url", "__Secure-next-auth.callback-url"];

/**
 * next-auth answers some hostile requests with a 500 (its assertion errors and uncaught throws):
 * a callbackUrl that is not a URL (query, form body or cookie), a JSON body that does not parse,
 * a GET on the credentials callback. These are refused here with a 4xx before next-auth runs.
 * A callbackUrl is a path on this site or an absolute http(s) URL (next-auth itself then sends
 * foreign origins back to the shop).
 */
export function guardNextAuth(handler: NextAuthHandler): NextAuthHandler {
  const guarded: NextAuthHandler = async (request, context) => {
    const { nextauth = [] } = await context.params;
    if (nextauth[0] === "callback" && nextauth[1] === "credentials" && request.method !== "POST") {
      return NextResponse.json({ detail: httpErrorMessages.methodNotAllowed(request.method) }, { status: 405, headers: { Allow: "POST" } });
    }
    const callbackUrls = [request.nextUrl.searchParams.get("callbackUrl")];
    for (const name of CALLBACK_COOKIES) callbackUrls.push(request.cookies.get(name)?.value ?? null);

    let forwarded = request;
    if (request.method === "POST") {
      const text = await request.text();
      const contentType = request.headers.get("content-type") ?? "";
      let body: Record<string, unknown> = {};
      if (contentType.includes("application/json")) {
        try {
          const parsed: unknown = JSON.parse(text);
          if (parsed && typeof parsed === "object" && !Array.isArray(parsed)) body = parsed as Record<string, unknown>;
        } catch {
          return NextResponse.json({ detail: validationMessages.malformedJson }, { status: 400 });
        }
      } else if (contentType.includes("application/x-www-form-urlencoded")) {
        body = Object.fromEntries(new URLSearchParams(text));
      }
      if (body.callbackUrl !== undefined) callbackUrls.push(typeof body.callbackUrl === "string" ? body.callbackUrl : "");
      forwarded = new NextRequest(request.url, { method: request.method, headers: request.headers, body: text });
    }
    if (callbackUrls.some((url) => url !== null && !isCallbackUrl(url))) {
      return NextResponse.json({ detail: httpErrorMessages.invalidCallbackUrl }, { status: 400 });
    }
    return handler(forwarded, context);
  };
  // Every log line of a sign-in names the request's id (X-Request-Id, set by proxy.ts).
  return (request, context) => runWithRequestId(request.headers, () => guarded(request, context));
}

/** A path on this site ("/orders", not "//host" or "/\host"), or an absolute http(s) URL. */
export function isCallbackUrl(value: string): boolean {
  if (value.startsWith("/")) return !value.startsWith("//") && !value.startsWith("/\\") && URL.canParse(value, "http://x");
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:";
  } catch {
    return false;
  }
}
