import "server-only";
import type { Role } from "@/db/schema";

/**
 * Who is acting: a visitor, or a user whose role, verified flag and price list (the one in force
 * today, lib/pricing/price-list-terms.ts; none when absent) were read from the database.
 */
export type Actor =
  | { kind: "visitor" }
  | { kind: "user"; id: number; email: string; role: Role; verified: boolean; priceList?: number | null };

export const VISITOR: Actor = { kind: "visitor" };
