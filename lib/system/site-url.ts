import "server-only";
import { headers } from "next/headers";
import { getEnv } from "@/lib/env";
import { publicOrigin } from "@/lib/http/allowed-hosts";

/**
 * The shop's public origin for canonical URLs and the sitemap: PUBLIC_URL (no request needed), else
 * the request's host when the shop answers to it (lib/http/allowed-hosts.ts), never another.
 */
export async function siteOrigin(): Promise<string> {
  const env = getEnv();
  if (env.PUBLIC_URL) return env.PUBLIC_URL.replace(/\/+$/, "");
  const { protocol, host } = publicOrigin(await headers());
  return `${protocol}://${host}`;
}
