import type { ShortLine } from "@/lib/shared/orders/shortfall";
import { ApiError } from "./api-error";

/** The short lines of a confirmation refused for want of stock (a 409 with `shortfall`), else null. Client-safe. */
export function shortfallOf(error: unknown): ShortLine[] | null {
  if (!(error instanceof ApiError) || error.status !== 409 || !error.body) return null;
  const lines = error.body.shortfall;
  return Array.isArray(lines) ? (lines as ShortLine[]) : null;
}
