import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { apiTokens, users } from "@/db/schema";
import { inTransaction, type Ctx } from "@/lib/context/context";
import { identityColumns, type UserIdentity } from "./user-record";

/*
 * DRF-style API tokens: 40 hex characters (160 random bits), shown once, stored as SHA-256.
 * A token carries the user's token_version when issued: bumping the version (password change,
 * reset, demotion, deletion) revokes every token at once. Reset tokens live 15 minutes and only
 * allow change_password.
 */

export type TokenPurpose = "auth" | "reset";
export const RESET_TOKEN_TTL_MS = 15 * 60_000;

export function hashToken(key: string): string {
  return createHash("sha256").update(key).digest("hex");
}

export async function issueToken(ctx: Ctx, user: UserIdentity, purpose: TokenPurpose = "auth"): Promise<string> {
  const key = randomBytes(20).toString("hex");
  await ctx.db.insert(apiTokens).values({
    userId: user.id,
    tokenHash: hashToken(key),
    purpose,
    tokenVersion: user.tokenVersion,
    expiresAt: purpose === "reset" ? new Date(Date.now() + RESET_TOKEN_TTL_MS) : null,
  });
  return key;
}

/** The user behind a token, if the token exists, has this purpose, is unexpired and not revoked. */
export async function resolveToken(ctx: Ctx, key: string, purpose: TokenPurpose): Promise<(UserIdentity & { tokenId: number }) | null> {
  if (!/^[0-9a-f]{40}$/i.test(key)) return null;
  const [row] = await ctx.db
    .select({ tokenId: apiTokens.id, ...identityColumns })
    .from(apiTokens)
    .innerJoin(users, eq(users.id, apiTokens.userId))
    .where(
      and(
        eq(apiTokens.tokenHash, hashToken(key.toLowerCase())),
        eq(apiTokens.purpose, purpose),
        sql`${apiTokens.tokenVersion} = ${users.tokenVersion}`,
        sql`(${apiTokens.expiresAt} is null or ${apiTokens.expiresAt} > now())`,
      ),
    );
  return row ?? null;
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
