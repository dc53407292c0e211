import { describe, expect, it } from "vitest";
import { NextRequest } from "next/server";
import { guardNextAuth, isCallbackUrl } from "@/lib/http/next-auth-guard";

/* The 500s next-auth gives on hostile input (issue 10, finding 5) are refused before it runs. */

const seen: Array<{ method: string; body: string }> = [];
const guarded = guardNextAuth(async (request) => {
  seen.push({ method: request.method, body: await request.text() });
  return new Response("next-auth", { status: 200 });
});

function call(path: string, init: { method?: string; body?: string; headers?: Record<string, string> } = {}) {
  const nextauth = new URL(path, "http://shop.test").pathname.split("/").slice(3);
  return guarded(new NextRequest(new URL(path, "http://shop.test"), init), { params: Promise.resolve({ nextauth }) });
}

describe("guardNextAuth", () => {
  it("accepts a path on the site or an http(s) URL as callbackUrl, nothing else", () => {
    for (const ok of ["/", "/orders?x=1", "http://shop.test/cart", "https://elsewhere.example/"]) expect(isCallbackUrl(ok), ok).toBe(true);
    for (const bad of ["::::", "http://[", "javascript:alert(1)", "//evil.example", "/\\evil.example", "", "data:text/html,x"]) {
      expect(isCallbackUrl(bad), bad).toBe(false);
    }
  });

  it("answers 400 to a callbackUrl that is not a URL, in the query, a cookie or a form body", async () => {
    expect((await call("/api/auth/session?callbackUrl=::::")).status).toBe(400);
    expect((await call("/api/auth/session", { headers: { cookie: "__Secure-next-auth.callback-url=http://[" } })).status).toBe(400);
    const form = await call("/api/auth/signout", {
      method: "POST",
      body: "callbackUrl=%3A%3A%3A%3A&csrfToken=x",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(form.status).toBe(400);
    expect(await form.json()).toEqual({ detail: expect.any(String) });
  });

  it("answers 400 to a JSON body that does not parse, 405 to GET on the credentials callback", async () => {
    expect((await call("/api/auth/callback/credentials", { method: "POST", body: "{bad", headers: { "content-type": "application/json" } })).status).toBe(400);
    const get = await call("/api/auth/callback/credentials");
    expect(get.status).toBe(405);
    expect(get.headers.get("allow")).toBe("POST");
  });

  it("hands valid requests to next-auth with their body intact", async () => {
    seen.length = 0;
    const body = "email=a%40b.ca&password=x&csrfToken=t&callbackUrl=%2Fproducts";
    const response = await call("/api/auth/callback/credentials", { method: "POST", body, headers: { "content-type": "application/x-www-form-urlencoded" } });
    expect(response.status).toBe(200);
    expect(seen).toEqual([{ method: "POST", body }]);
    expect((await call("/api/auth/session?callbackUrl=%2Forders")).status).toBe(200);
  });
});
