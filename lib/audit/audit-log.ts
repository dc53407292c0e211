import "server-only";
import { sql } from "drizzle-orm";
import { auditLog } from "@/db/schema";
import type { Ctx } from "@/lib/context/context";

/*
 * The audit log's write side (issue 32, docs/audit.md): every staff write records who, when, what,
 * and the fields before and after, through the same context — so inside the change's transaction,
 * committed or rolled back with it. The table refuses UPDATE and DELETE (a trigger, migration 0022);
 * nothing in the shop edits or deletes a row.
 *
 * `before` and `after` hold only what the change touched: recordChange() keeps the fields whose value
 * differs; a creation has no `before`, a deletion no `after`. Secrets (password hashes, webhook
 * secrets) never reach it: callers pass views, not rows.
 */

/** What was changed: the entity names /admin/audit filters on (lib/shared/audit/audit-schemas.ts). */
export { AUDIT_ENTITIES, type AuditEntity } from "@/lib/shared/audit/audit-schemas";
import type { AuditEntity } from "@/lib/shared/audit/audit-schemas";

/** What was done. Verbs beyond create/update/delete name the business action (verify, confirm, import …). */
export type AuditAction = "create" | "update" | "delete" | (string & {});

export type AuditValues = Record<string, unknown>;

export interface AuditEntry {
  action: AuditAction;
  entity: AuditEntity;
  entityId?: string | number | null;
  before?: AuditValues | null;
  after?: AuditValues | null;
}

/** JSON-safe copy: Dates as ISO strings, bigints as strings, undefined dropped. */
function plain(values: AuditValues | null | undefined): AuditValues | null {
  if (!values) return null;
  return JSON.parse(
    JSON.stringify(values, (_key, value: unknown) => (typeof value === "bigint" ? value.toString() : value)),
  ) as AuditValues;
}

function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** The fields of `after` whose value differs from `before`, with both sides; null when nothing changed. */
export function changedFields(before: AuditValues, after: AuditValues): { before: AuditValues; after: AuditValues } | null {
  const b = plain(before) ?? {};
  const a = plain(after) ?? {};
  const keys = new Set([...Object.keys(b), ...Object.keys(a)]);
  const was: AuditValues = {};
  const now: AuditValues = {};
  for (const key of keys) {
    if (same(b[key], a[key])) continue;
    was[key] = b[key] ?? null;
    now[key] = a[key] ?? null;
  }
  return Object.keys(now).length === 0 ? null : { before: was, after: now };
}

/** Writes one audit row as the context's actor (the system when it is not a user). */
export async function recordAudit(ctx: Ctx, entry: AuditEntry): Promise<void> {
  await recordAudits(ctx, [entry]);
}

/** An update: records only the fields that changed, and nothing when none did. */
export async function recordChange(
  ctx: Ctx,
  entity: AuditEntity,
  entityId: string | number,
  before: AuditValues,
  after: AuditValues,
  action: AuditAction = "update",
): Promise<void> {
  const diff = changedFields(before, after);
  if (!diff) return;
  await recordAudit(ctx, { action, entity, entityId, ...diff });
}

/** A creation: the new record's fields, no `before`. */
export async function recordCreate(ctx: Ctx, entity: AuditEntity, entityId: string | number, after: AuditValues, action: AuditAction = "create"): Promise<void> {
  await recordAudit(ctx, { action, entity, entityId, after });
}

/** A deletion: the record's fields as they were, no `after`. */
export async function recordDelete(ctx: Ctx, entity: AuditEntity, entityId: string | number, before: AuditValues, action: AuditAction = "delete"): Promise<void> {
  await recordAudit(ctx, { action, entity, entityId, before });
}

/** A copy of a view without the keys named (fields derived from others, counts that are not the record's). */
export function withoutKeys<T extends object, K extends keyof T>(values: T, ...keys: K[]): Omit<T, K> {
  const copy: AuditValues = { ...(values as AuditValues) };
  for (const key of keys) delete copy[key as string];
  return copy as Omit<T, K>;
}

/** How many items of a list change are kept in a row (a 20,000-entry price list saved again). */
export const AUDIT_LIST_LIMIT = 100;

/**
 * A change of a long list (a price list's entries) as what left it and what joined it, each as
 * written in the list, at most AUDIT_LIST_LIMIT of each and then "+N more": recorded as the field's
 * before and after, so a list saved unchanged records nothing.
 */
export function listChange(before: readonly string[], after: readonly string[]): { removed: string[]; added: string[] } {
  const was = new Set(before);
  const now = new Set(after);
  const cap = (items: string[]) => (items.length > AUDIT_LIST_LIMIT ? [...items.slice(0, AUDIT_LIST_LIMIT), `+${items.length - AUDIT_LIST_LIMIT} more`] : items);
  return { removed: cap([...was].filter((item) => !now.has(item))), added: cap([...now].filter((item) => !was.has(item))) };
}

/** Many rows in one statement per 1,000 (an import's products): same rules as recordAudit. One JSON
 * parameter per statement, read by jsonb_to_recordset, rather than seven bound values per row. */
export async function recordAudits(ctx: Ctx, entries: readonly AuditEntry[]): Promise<void> {
  const actor = ctx.actor.kind === "user" ? ctx.actor : null;
  for (let start = 0; start < entries.length; start += 1000) {
    const rows = entries.slice(start, start + 1000).map((entry) => ({
      actor_id: actor?.id ?? null,
      actor_email: actor?.email ?? "system",
      action: entry.action,
      entity: entry.entity,
      entity_id: entry.entityId === undefined || entry.entityId === null ? null : String(entry.entityId),
      before: entry.before ?? null,
      after: entry.after ?? null,
    }));
    const json = JSON.stringify(rows, (_key, value: unknown) => (typeof value === "bigint" ? value.toString() : value));
    await ctx.db.execute(sql`
      insert into ${auditLog} (actor_id, actor_email, action, entity, entity_id, before, after)
      select x.actor_id, x.actor_email, x.action, x.entity, x.entity_id, x.before, x.after
      from jsonb_to_recordset(${json}::jsonb) as x(actor_id int, actor_email text, action text, entity text, entity_id text, before jsonb, after jsonb)`);
  }
}
