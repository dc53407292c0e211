import "server-only";
import { headers } from "next/headers";
import { getEnv } from "@/lib/env";

/** The shop's public origin for canonical URLs and the sitemap: PUBLIC_URL, else the request's host. */
export async function siteOrigin(): Promise<string> {
  const env = getEnv();
  if (env.PUBLIC_URL) return env.PUBLIC_URL.replace(/\/+$/, "");
  const h = await headers();
  const host = (env.TRUST_PROXY ? h.get("x-forwarded-host") : null) ?? h.get("host") ?? "localhost:3000";
  const proto = (env.TRUST_PROXY ? h.get("x-forwarded-proto") : null) ?? "http";
  return `${proto === "https" ? "https" : "http"}://${host}`;
}
