import "server-only";
import { getToken, type JWT } from "next-auth/jwt";
import type { NextRequest } from "next/server";
import { getAuthSecret } from "./auth-secret";

/**
 * What the signed session cookie (next-auth JWT) carries: the user id, the token version and the
 * session id (a random id per sign-in, revoked on sign-out: see web-sessions.ts).
 */
export interface SessionClaims {
  uid: number;
  tv: number;
  sid: string;
}

type TokenRequest = Parameters<typeof getToken>[0]["req"];

/** The claims of a decoded session token; a token without all three (e.g. issued before sessions had ids) counts for nobody. */
export function claimsOf(token: JWT | null): SessionClaims | null {
  if (!token || typeof token.uid !== "number" || typeof token.tv !== "number" || typeof token.sid !== "string" || !token.sid) return null;
  return { uid: token.uid, tv: token.tv, sid: token.sid };
}

/** Reads the session cookie of a request (either cookie name: plain http or __Secure- over https). */
export async function readSessionClaims(req: NextRequest | { cookies: Record<string, string>; headers: Record<string, string> }): Promise<SessionClaims | null> {
  const secret = getAuthSecret();
  const request = req as TokenRequest;
  const secure = claimsOf(await getToken({ req: request, secret, secureCookie: true }));
  return secure ?? claimsOf(await getToken({ req: request, secret, secureCookie: false }));
}
