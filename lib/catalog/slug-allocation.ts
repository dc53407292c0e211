import "server-only";
import { and, eq, ne, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Ctx } from "@/lib/context/context";
import { isUniqueViolation } from "@/lib/errors/unique-violation";
import { Invalid } from "@/lib/shared/errors/domain-errors";

/*
 * The one slug allocator of the catalogue's writes (products and categories, docs/product.md §5):
 * - a typed slug must be free, else a 400 on `slug`;
 * - a blank one derives from the name (the table's stem) and takes the first free of stem, stem_2,
 *   stem_3…; one query reads every slug of that stem, so a busy name costs no more than a new one;
 * - the unique index is the last word: a write whose derived slug lost a race (another writer took
 *   the same one between our read and our insert) runs again, in a new transaction that sees the
 *   winner's slug and so derives the next free one, a bounded number of times.
 */

/** Where a kind of row keeps its slug, and how its derived slugs are made. */
export interface SlugTable {
  table: PgTable;
  id: PgColumn;
  slug: PgColumn;
  /** The unique index on the slug, whose violation means a lost race. */
  constraint: string;
  /** The stem a name derives (never blank). */
  stem: (name: string) => string;
  /** The field message for a slug already used. */
  taken: string;
}

/**
 * How many times a write runs before a derived slug is given up on: each round of a race has one
 * winner, so this many writers of one name saved at the same moment all get a slug.
 */
export const SLUG_ATTEMPTS = 12;

/** The slug to store: the one typed, which must be free, else the name's made unique with _2, _3… */
export async function allocateSlug(ctx: Ctx, spec: SlugTable, typed: string | undefined, name: string, exceptId?: number): Promise<string> {
  const others = exceptId === undefined ? undefined : ne(spec.id, exceptId);
  if (typed) {
    const [row] = await ctx.db.select({ id: spec.id }).from(spec.table).where(and(eq(spec.slug, typed), others)).limit(1);
    if (row) throw Invalid.field("slug", spec.taken);
    return typed;
  }
  const stem = spec.stem(name);
  const escaped = stem.replace(/[\\%_]/g, (c) => `\\${c}`);
  const rows = await ctx.db
    .select({ slug: spec.slug })
    .from(spec.table)
    .where(and(sql`(${spec.slug} = ${stem} or ${spec.slug} like ${`${escaped}\\_%`})`, others));
  const taken = new Set(rows.map((r) => r.slug as string));
  if (!taken.has(stem)) return stem;
  for (let n = 2; ; n++) if (!taken.has(`${stem}_${n}`)) return `${stem}_${n}`;
}

/**
 * Runs a write (its own transaction, which calls allocateSlug); when the slug's unique index refuses
 * it, a derived slug is allocated again by running the write again, up to SLUG_ATTEMPTS times; a
 * typed slug (or the last attempt) is a 400 on `slug`. Inside a caller's transaction there is no
 * second attempt: the failed statement has aborted that transaction.
 */
export async function withSlugRetry<T>(ctx: Ctx, spec: SlugTable, derived: boolean, write: () => Promise<T>): Promise<T> {
  const attempts = derived && !ctx.transaction ? SLUG_ATTEMPTS : 1;
  for (let attempt = 1; ; attempt++) {
    try {
      return await write();
    } catch (error) {
      if (!isUniqueViolation(error, spec.constraint)) throw error;
      if (attempt >= attempts) throw Invalid.field("slug", spec.taken);
    }
  }
}
