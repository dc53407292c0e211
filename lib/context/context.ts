import "server-only";
import type { Db } from "@/db/client";
import type { Actor } from "./actor";
import type { Locale } from "@/lib/shared/i18n/locales";

/*
 * The first argument of every domain function (docs/architecture.md rule 2, after Vendure's RequestContext):
 * who acts, and the connection to act on — the database, or the open transaction inside
 * inTransaction. A domain function never opens a connection of its own and never receives a bare
 * `db`, so that whatever it does joins the transaction its caller is in.
 */
export interface Ctx {
  readonly actor: Actor;
  /** The database, or the open transaction when the caller is inside one. */
  readonly db: Db;
  /** Present inside inTransaction: work to run once the outermost transaction has committed. */
  readonly transaction?: { readonly afterCommit: Array<() => Promise<unknown>> };
  /** The language the caller reads (docs/i18n.md); English when unset (scripts, the system). */
  readonly locale?: Locale;
}

export function newContext(db: Db, actor: Actor): Ctx {
  return { db, actor };
}

/** The same connection (and transaction), acting as someone else: e.g. the system sending a mail. */
export function withActor(ctx: Ctx, actor: Actor): Ctx {
  return { ...ctx, actor };
}

/**
 * Runs `work` in one transaction: everything it does through the context it is given commits or
 * rolls back together. Inside a transaction already, it joins it (no nested savepoint), so a
 * domain function may call another that also asks for a transaction.
 */
export async function inTransaction<T>(ctx: Ctx, work: (txCtx: Ctx) => Promise<T>): Promise<T> {
  if (ctx.transaction) return work(ctx);
  const afterCommit: Array<() => Promise<unknown>> = [];
  const result = await ctx.db.transaction((tx) => work({ actor: ctx.actor, db: tx, locale: ctx.locale, transaction: { afterCommit } }));
  for (const task of afterCommit) void task();
  return result;
}

/**
 * Work that must not happen unless the data is written (an email about a new order): queued until
 * the outermost transaction commits, dropped if it rolls back; run at once outside a transaction.
 * The task handles its own failures: the data is already committed when it runs.
 */
export function afterCommit(ctx: Ctx, task: () => Promise<unknown>): void {
  if (ctx.transaction) ctx.transaction.afterCommit.push(task);
  else void task();
}
