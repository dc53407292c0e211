import "server-only";
import { cache } from "react";
import { cookies, headers } from "next/headers";
import { getDb } from "@/db/client";
import { VISITOR } from "@/lib/context/actor";
import { newContext, type Ctx } from "@/lib/context/context";
import { pageLocale } from "@/lib/i18n/page-locale";
import { identityFromClaims } from "./request-actor";
import { readSessionClaims } from "@/lib/identity/session-cookie";

/**
 * The context of the current page request, built once per request (React cache): the session
 * cookie is checked and the user's role and verified status are read fresh from the database. Its
 * language is the page's (what the catalogue answers in: names, order).
 */
export const getPageContext = cache(async (): Promise<Ctx> => {
  const db = await getDb();
  const cookieStore = await cookies();
  const headerStore = await headers();
  const claims = await readSessionClaims({
    cookies: Object.fromEntries(cookieStore.getAll().map((c) => [c.name, c.value])),
    headers: Object.fromEntries(headerStore.entries()),
  });
  const identity = await identityFromClaims(newContext(db, VISITOR), claims);
  return { ...newContext(db, identity.actor), locale: await pageLocale() };
});
