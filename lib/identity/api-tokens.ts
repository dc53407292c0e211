import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { and, eq, lt, sql } from "drizzle-orm";
import { apiTokens, users } from "@/db/schema";
import { preparedPerDb } from "@/db/prepared";
import { inTransaction, type Ctx } from "@/lib/context/context";
import { getEnv } from "@/lib/env";
import { identityColumns, type UserIdentity } from "./user-record";

/*
 * DRF-style API tokens: 40 hex characters (160 random bits), shown once, stored as SHA-256.
 * A token carries the user's token_version when issued: bumping the version (password change,
 * reset, demotion, deletion, staff revoking) revokes every token at once. Every token expires:
 * a login token API_TOKEN_TTL_DAYS after it was last used (sliding), a reset token 15 minutes after
 * it was issued, and it only allows change_password.
 */

export type TokenPurpose = "auth" | "reset";
export const RESET_TOKEN_TTL_MS = 15 * 60_000;
const DAY_MS = 24 * 60 * 60_000;

/** How long a login token lives unused. */
export function authTokenLifetimeMs(): number {
  return getEnv().API_TOKEN_TTL_DAYS * DAY_MS;
}

/**
 * How long a token in use goes without being renewed: a day, or half its lifetime when that is
 * shorter. So a token is written at most once a day however often it is used, and its expiry
 * never falls more than that short of a full lifetime after its last use.
 */
function renewalIntervalMs(lifetimeMs: number): number {
  return Math.min(DAY_MS, lifetimeMs / 2);
}

export function hashToken(key: string): string {
  return createHash("sha256").update(key).digest("hex");
}

export async function issueToken(ctx: Ctx, user: UserIdentity, purpose: TokenPurpose = "auth"): Promise<string> {
  const key = randomBytes(20).toString("hex");
  const lifetimeMs = purpose === "reset" ? RESET_TOKEN_TTL_MS : authTokenLifetimeMs();
  await ctx.db.insert(apiTokens).values({
    userId: user.id,
    tokenHash: hashToken(key),
    purpose,
    tokenVersion: user.tokenVersion,
    expiresAt: new Date(Date.now() + lifetimeMs),
  });
  return key;
}

export type TokenHolder = UserIdentity & { tokenId: number; tokenExpiresAt: Date };

/** The lookup of a token (db/prepared.ts: every API request with a token runs it). */
const tokenLookup = preparedPerDb((db) =>
  db
    .select({ tokenId: apiTokens.id, tokenExpiresAt: apiTokens.expiresAt, ...identityColumns })
    .from(apiTokens)
    .innerJoin(users, eq(users.id, apiTokens.userId))
    .where(
      and(
        eq(apiTokens.tokenHash, sql.placeholder("tokenHash")),
        eq(apiTokens.purpose, sql.placeholder("purpose")),
        sql`${apiTokens.tokenVersion} = ${users.tokenVersion}`,
        sql`${apiTokens.expiresAt} > now()`,
      ),
    )
    .prepare("api_token_lookup"),
);

/** The user behind a token, if the token exists, has this purpose, is unexpired and not revoked. */
export async function resolveToken(ctx: Ctx, key: string, purpose: TokenPurpose): Promise<TokenHolder | null> {
  if (!/^[0-9a-f]{40}$/i.test(key)) return null;
  const [row] = await tokenLookup(ctx.db).execute({ tokenHash: hashToken(key.toLowerCase()), purpose });
  return row ?? null;
}

/**
 * Sliding expiry of a login token that identified a request: a full lifetime from now once a
 * renewal interval of it has passed; otherwise nothing is written.
 */
export async function renewTokenInUse(ctx: Ctx, holder: Pick<TokenHolder, "tokenId" | "tokenExpiresAt">): Promise<void> {
  const lifetimeMs = authTokenLifetimeMs();
  const renewBefore = new Date(Date.now() + lifetimeMs - renewalIntervalMs(lifetimeMs));
  if (holder.tokenExpiresAt >= renewBefore) return;
  const now = new Date();
  await ctx.db
    .update(apiTokens)
    .set({ expiresAt: new Date(now.getTime() + lifetimeMs), lastUsedAt: now })
    // Two requests renewing at once: the second finds it renewed and writes nothing.
    .where(and(eq(apiTokens.id, holder.tokenId), lt(apiTokens.expiresAt, renewBefore)));
}

export async function revokeTokenById(ctx: Ctx, tokenId: number): Promise<void> {
  await ctx.db.delete(apiTokens).where(eq(apiTokens.id, tokenId));
}

/** Ends every web session and API token of the user (token_version + 1) and deletes the tokens. */
export async function revokeAllSessions(ctx: Ctx, userId: number): Promise<number> {
  return inTransaction(ctx, async ({ db }) => {
    const [row] = await db
      .update(users)
      .set({ tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: new Date() })
      .where(eq(users.id, userId))
      .returning({ tokenVersion: users.tokenVersion });
    await db.delete(apiTokens).where(eq(apiTokens.userId, userId));
    return row?.tokenVersion ?? 0;
  });
}
