import "server-only";
import type { NextRequest } from "next/server";
import { getDb } from "@/db/client";
import { VISITOR } from "@/lib/context/actor";
import { newContext, type Ctx } from "@/lib/context/context";
import { Forbidden } from "@/lib/shared/errors/domain-errors";
import { publicRequestUrl } from "@/lib/http/request-url";
import { requestLocale } from "@/lib/http/request-locale";
import { accountsErrorMessages } from "@/lib/shared/messages/errors-accounts";
import { identifyApiRequest, type RequestIdentity } from "./request-actor";

export interface ApiCtx extends Ctx {
  identity: RequestIdentity;
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Cookie-authenticated writes must come from the shop's own pages: the Origin header (or, without
 * one, Sec-Fetch-Site) must say same-origin. Token-authenticated calls carry no ambient credential.
 */
export function assertSameOrigin(request: NextRequest): void {
  const origin = request.headers.get("origin");
  const expected = publicRequestUrl(request).origin;
  if (origin) {
    if (origin !== expected) throw new Forbidden(accountsErrorMessages.csrfOriginMismatch(origin));
    return;
  }
  const site = request.headers.get("sec-fetch-site");
  if (site && site !== "same-origin" && site !== "none") throw new Forbidden(accountsErrorMessages.csrfOriginRefused);
  if (!site) throw new Forbidden(accountsErrorMessages.csrfOriginMissing);
}

/** The context of one API request: the database, who is calling and the language they read. */
export async function apiContext(request: NextRequest): Promise<ApiCtx> {
  const db = await getDb();
  const identity = await identifyApiRequest(newContext(db, VISITOR), request);
  if (identity.via === "session" && !SAFE_METHODS.has(request.method)) assertSameOrigin(request);
  return { ...newContext(db, identity.actor), identity, locale: requestLocale(request.headers, identity.user?.locale) };
}
