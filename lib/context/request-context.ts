import "server-only";
import { cache } from "react";
import { cookies, headers } from "next/headers";
import { getDb } from "@/db/client";
import { identityFromClaims } from "@/lib/accounts/request-actor";
import { readSessionClaims } from "@/lib/accounts/session-cookie";
import type { Ctx } from "./context";

/**
 * The context of the current page request, built once per request (React cache): the session
 * cookie is checked and the user's role and verified status are read fresh from the database.
 */
export const getPageContext = cache(async (): Promise<Ctx> => {
  const db = await getDb();
  const cookieStore = await cookies();
  const headerStore = await headers();
  const claims = await readSessionClaims({
    cookies: Object.fromEntries(cookieStore.getAll().map((c) => [c.name, c.value])),
    headers: Object.fromEntries(headerStore.entries()),
  });
  const identity = await identityFromClaims(db, claims);
  return { db, actor: identity.actor };
});
