import "server-only";
import { and, desc, eq, gte, inArray, lt, sql, type SQL } from "drizzle-orm";
import { auditLog, users } from "@/db/schema";
import type { Ctx } from "@/lib/context/context";
import { requireAdmin } from "@/lib/identity/access";
import type { AuditEntryView, AuditQuery } from "@/lib/shared/audit/audit-schemas";
import { startOfNextShopDay, startOfShopDay } from "@/lib/shared/orders/order-time";
import { PAGE_SIZE, pageOffset, parsePageParam, resolvePage, type PageResult } from "@/lib/shared/pagination/pages";
import { parseId } from "@/lib/shared/validation/ids";

/*
 * The audit log's read side (issue 32, docs/audit.md): staff only, newest first, 16 a page as every
 * list of the API, filtered by who, what and when. Each filter has its index (db/schema.ts
 * auditLog): the log alone by (at, id), one kind of record by (entity, at, id), one person by
 * (actor_id, at, id), each read backwards from the newest row, so a first page stays a short index
 * scan whatever the size of the log.
 */

/** How many accounts an email text may name (a letter typed alone matches many). */
const ACTOR_MATCHES = 50;

/**
 * Who ?actor= names: an account id; else the accounts whose email contains the text (case aside,
 * wildcards literal); else, when none does, rows whose recorded email is the text exactly (an
 * account deleted since, or "system").
 */
async function actorCondition(ctx: Ctx, actor: string): Promise<SQL> {
  const id = /^\d+$/.test(actor) ? parseId(actor) : null;
  if (id !== null) return eq(auditLog.actorId, id);
  const escaped = actor.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`);
  const accounts = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) like '%' || ${escaped} || '%'`)
    .orderBy(users.id)
    .limit(ACTOR_MATCHES);
  if (accounts.length > 0) return inArray(auditLog.actorId, accounts.map((a) => a.id));
  return sql`lower(${auditLog.actorEmail}) = ${actor.toLowerCase()}`;
}

async function auditWhere(ctx: Ctx, query: AuditQuery): Promise<SQL | undefined> {
  const conditions: SQL[] = [];
  if (query.actor) conditions.push(await actorCondition(ctx, query.actor));
  if (query.entity) conditions.push(eq(auditLog.entity, query.entity));
  if (query.from) conditions.push(gte(auditLog.at, startOfShopDay(query.from)));
  if (query.to) conditions.push(lt(auditLog.at, startOfNextShopDay(query.to)));
  return conditions.length ? and(...conditions) : undefined;
}

const entryColumns = {
  id: auditLog.id,
  at: auditLog.at,
  actorId: auditLog.actorId,
  actorEmail: auditLog.actorEmail,
  action: auditLog.action,
  entity: auditLog.entity,
  entityId: auditLog.entityId,
  before: auditLog.before,
  after: auditLog.after,
};

type EntryRow = { [K in keyof typeof entryColumns]: (typeof auditLog.$inferSelect)[K] };

function shapeEntry(row: EntryRow): AuditEntryView {
  return {
    id: row.id,
    at: row.at.toISOString(),
    actor: row.actorEmail,
    actor_id: row.actorId,
    action: row.action,
    entity: row.entity,
    entity_id: row.entityId,
    before: (row.before as Record<string, unknown> | null) ?? null,
    after: (row.after as Record<string, unknown> | null) ?? null,
  };
}

/** One page of the log, newest first (a page past the last is NotFound, "Invalid page."). */
export async function auditPage(ctx: Ctx, query: AuditQuery): Promise<PageResult<AuditEntryView>> {
  requireAdmin(ctx.actor);
  const where = await auditWhere(ctx, query);
  const [{ count }] = await ctx.db.select({ count: sql<number>`count(*)::int` }).from(auditLog).where(where);
  const page = resolvePage(parsePageParam(query.page ?? null), count);
  const rows = await ctx.db
    .select(entryColumns)
    .from(auditLog)
    .where(where)
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(PAGE_SIZE)
    .offset(pageOffset(page));
  return { page, count, results: rows.map(shapeEntry) };
}
