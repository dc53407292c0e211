import "server-only";
import { cache } from "react";
import { getDb } from "@/db/client";
import { VISITOR } from "@/lib/accounts/actor";
import type { Ctx } from "./context";

/**
 * The context of the current page request, built once per request (React cache).
 * Until sessions exist (accounts issue) everyone is a visitor.
 */
export const getPageContext = cache(async (): Promise<Ctx> => {
  return { actor: VISITOR, db: await getDb() };
});
