import "server-only";
import type { Role } from "@/db/schema";

/** Who is acting: a visitor, or a user whose role and verified flag were read from the database. */
export type Actor =
  | { kind: "visitor" }
  | { kind: "user"; id: number; email: string; role: Role; verified: boolean };

export const VISITOR: Actor = { kind: "visitor" };
