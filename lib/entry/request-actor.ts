import "server-only";
import type { NextRequest } from "next/server";
import { VISITOR, type Actor } from "@/lib/context/actor";
import type { Ctx } from "@/lib/context/context";
import { Unauthenticated } from "@/lib/shared/errors/domain-errors";
import { accountsErrorMessages } from "@/lib/shared/messages/errors-accounts";
import { renewTokenInUse, resolveToken, revokeTokenById } from "@/lib/identity/api-tokens";
import { readSessionClaims, type SessionClaims } from "@/lib/identity/session-cookie";
import { actorOf, type UserIdentity } from "@/lib/identity/user-record";
import { findSessionUser, revokeSession } from "@/lib/identity/web-sessions";

export interface RequestIdentity {
  actor: Actor;
  via: "token" | "session" | "none";
  /** The API token in use (for logout). */
  tokenId?: number;
  /** The web session in use (for logout). */
  session?: SessionClaims;
  user?: UserIdentity;
}

const NOBODY: RequestIdentity = { actor: VISITOR, via: "none" };

/** The key of an `Authorization: Token <key>` header, or null without one. */
export function tokenOf(request: Request): string | null {
  return request.headers.get("authorization")?.match(/^Token\s+(\S+)\s*$/i)?.[1] ?? null;
}

/**
 * A session cookie counts only while its user exists, its token version is current and it was not
 * signed out. `ctx` is the visitor's: nobody is identified yet.
 */
export async function identityFromClaims(ctx: Ctx, claims: SessionClaims | null): Promise<RequestIdentity> {
  if (!claims) return NOBODY;
  const user = await findSessionUser(ctx, claims);
  if (!user) return NOBODY;
  return { actor: actorOf(user), via: "session", session: claims, user };
}

/**
 * Who is calling the API: `Authorization: Token <key>` first (an invalid or expired token is a 401,
 * as in DRF; a valid one is renewed, lib/identity/api-tokens.ts), else the web session cookie. Role
 * and verified come from the database on every request.
 */
export async function identifyApiRequest(ctx: Ctx, request: NextRequest): Promise<RequestIdentity> {
  const key = tokenOf(request);
  if (key !== null) {
    const holder = await resolveToken(ctx, key, "auth");
    if (!holder) throw new Unauthenticated(accountsErrorMessages.invalidToken);
    await renewTokenInUse(ctx, holder);
    return { actor: actorOf(holder), via: "token", tokenId: holder.tokenId, user: holder };
  }
  return identityFromClaims(ctx, await readSessionClaims(request));
}

/** Logout: ends what identified this request, the API token in use or the web session of the cookie. */
export async function endRequestIdentity(ctx: Ctx, identity: RequestIdentity): Promise<void> {
  if (identity.tokenId !== undefined) await revokeTokenById(ctx, identity.tokenId);
  if (identity.session) await revokeSession(ctx, identity.session);
}
