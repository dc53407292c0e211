import "server-only";
import type { NextRequest } from "next/server";
import type { Db } from "@/db/client";
import { Unauthenticated } from "@/lib/http/errors";
import { VISITOR, type Actor } from "./actor";
import { resolveToken } from "./api-tokens";
import { readSessionClaims, type SessionClaims } from "./session-cookie";
import { actorOf, findIdentityById, type UserIdentity } from "./user-record";

export interface RequestIdentity {
  actor: Actor;
  via: "token" | "session" | "none";
  /** The API token in use (for logout). */
  tokenId?: number;
  user?: UserIdentity;
}

const NOBODY: RequestIdentity = { actor: VISITOR, via: "none" };

/** A session cookie counts only while its user exists and its token version is current. */
export async function identityFromClaims(db: Db, claims: SessionClaims | null): Promise<RequestIdentity> {
  if (!claims) return NOBODY;
  const user = await findIdentityById(db, claims.uid);
  if (!user || user.tokenVersion !== claims.tv) return NOBODY;
  return { actor: actorOf(user), via: "session", user };
}

/**
 * Who is calling the API: `Authorization: Token <key>` first (an invalid token is a 401, as in DRF),
 * else the web session cookie. Role and verified come from the database on every request.
 */
export async function identifyApiRequest(db: Db, request: NextRequest): Promise<RequestIdentity> {
  const header = request.headers.get("authorization");
  const match = header?.match(/^Token\s+(\S+)\s*$/i);
  if (match) {
    const user = await resolveToken(db, match[1], "auth");
    if (!user) throw new Unauthenticated("Invalid token.");
    return { actor: actorOf(user), via: "token", tokenId: user.tokenId, user };
  }
  return identityFromClaims(db, await readSessionClaims(request));
}
