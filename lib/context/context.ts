import type { Db } from "@/db/client";
import type { Actor } from "@/lib/accounts/actor";

/** The first argument of every domain function (DESIGN.md rule 2): who acts, and on which connection. */
export interface Ctx {
  actor: Actor;
  /** The database, or the open transaction when the caller is inside one. */
  db: Db;
}
