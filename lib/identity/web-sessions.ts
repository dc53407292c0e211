import "server-only";
import { randomUUID } from "node:crypto";
import { eq, lt, sql } from "drizzle-orm";
import { revokedSessions, users } from "@/db/schema";
import { preparedPerDb } from "@/db/prepared";
import type { Ctx } from "@/lib/context/context";
import type { SessionClaims } from "./session-cookie";
import { identityColumns, type UserIdentity } from "./user-record";

/*
 * Web sessions (next-auth JWT cookies) end on the server when signed out: the cookie's session id
 * goes on a revocation list that every request checks in the same query that reads the user. A
 * revoked session is never refreshed (the jwt callback refuses it), so its row may be purged once
 * the longest-lived copy of the cookie has expired.
 */

/** How long a web session lives without being refreshed (next-auth's maxAge). */
export const SESSION_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

export function newSessionId(): string {
  return randomUUID();
}

/** The lookup of a session's user (db/prepared.ts: every request with a session cookie runs it). */
const sessionUserLookup = preparedPerDb((db) =>
  db
    .select({
      ...identityColumns,
      revoked: sql<boolean>`exists (select 1 from ${revokedSessions} where ${revokedSessions.sid} = ${sql.placeholder("sid")})`,
    })
    .from(users)
    .where(eq(users.id, sql.placeholder("uid")))
    .prepare("session_user_lookup"),
);

/** The user behind session claims, if the user exists, the token version is current and the session was not signed out. */
export async function findSessionUser(ctx: Ctx, claims: SessionClaims): Promise<UserIdentity | null> {
  const [row] = await sessionUserLookup(ctx.db).execute({ uid: claims.uid, sid: claims.sid });
  if (!row || row.revoked || row.tokenVersion !== claims.tv) return null;
  const { revoked: _revoked, ...identity } = row;
  void _revoked;
  return identity;
}

/** Ends one web session for good (sign-out); forgets revocations whose cookies have all expired. */
export async function revokeSession(ctx: Ctx, claims: Pick<SessionClaims, "uid" | "sid">): Promise<void> {
  await ctx.db.delete(revokedSessions).where(lt(revokedSessions.expiresAt, new Date()));
  const expiresAt = new Date(Date.now() + SESSION_MAX_AGE_SECONDS * 1000).toISOString();
  // Through the users table: a session of a deleted user needs no row (and has no user to refer to).
  await ctx.db.execute(sql`
    insert into ${revokedSessions} (sid, user_id, expires_at)
    select ${claims.sid}, ${users.id}, ${expiresAt}::timestamptz from ${users} where ${users.id} = ${claims.uid}
    on conflict (sid) do nothing`);
}
