import "server-only";
/**
 * True when a database error is PostgreSQL's unique violation (23505) of the named constraint or
 * index, as node-postgres and PGlite report it (drizzle wraps the driver's error as its cause).
 * The domain turns it into a field message: a check that ran before the write can lose a race.
 */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  const e = error as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };
  const code = e.cause?.code ?? e.code;
  const name = e.cause?.constraint ?? e.constraint ?? "";
  return code === "23505" && name === constraint;
}
