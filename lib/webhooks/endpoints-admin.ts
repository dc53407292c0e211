import "server-only";
import { randomBytes } from "node:crypto";
import { asc, desc, eq, sql } from "drizzle-orm";
import { webhookDeliveries, webhookEndpoints } from "@/db/schema";
import { recordAudit, recordChange } from "@/lib/audit/audit-log";
import { afterCommit, inTransaction, type Ctx } from "@/lib/context/context";
import { getEnv } from "@/lib/env";
import { requireAdmin } from "@/lib/identity/access";
import { Invalid, NotFound } from "@/lib/shared/errors/domain-errors";
import { PAGE_SIZE, pageOffset, parsePageParam, resolvePage, type PageResult } from "@/lib/shared/pagination/pages";
import {
  isWebhookEvent,
  WEBHOOK_TEST_EVENT,
  type CreatedWebhookEndpoint,
  type WebhookCreate,
  type WebhookDeliveriesQuery,
  type WebhookDelivery,
  type WebhookDeliveryStatus,
  type WebhookEndpoint,
  type WebhookPatch,
} from "@/lib/shared/webhooks/webhook-schemas";
import { kickDispatcher } from "./dispatcher";
import { eventBody } from "./events";
import { vetWebhookUrl, WebhookUrlRefused, type Resolver } from "./url-guard";

/*
 * The back office's webhook endpoints (issue 32, docs/webhooks.md): staff list, read, register, edit,
 * switch off and delete them, send a test event and read each endpoint's delivery log; admins only.
 * Every write records an audit row (entity "webhook") in its own transaction; the secret never
 * reaches the audit log, and the API answers it whole only once, when the endpoint is created.
 */

const columns = {
  id: webhookEndpoints.id,
  url: webhookEndpoints.url,
  events: webhookEndpoints.events,
  active: webhookEndpoints.active,
  secret: webhookEndpoints.secret,
  createdAt: webhookEndpoints.createdAt,
  updatedAt: webhookEndpoints.updatedAt,
};

const lastDelivery = sql<{ status: WebhookDeliveryStatus; created_at: string } | null>`(
  select json_build_object('status', d.status, 'created_at', d.created_at)
  from webhook_deliveries d where d.endpoint_id = webhook_endpoints.id order by d.id desc limit 1)`;

type EndpointRow = {
  id: number;
  url: string;
  events: string[];
  active: boolean;
  secret: string;
  createdAt: Date;
  updatedAt: Date;
  lastDelivery: { status: WebhookDeliveryStatus; created_at: string } | null;
};

/** The secret's last four characters: enough to tell two secrets apart, not to sign. */
export function secretHint(secret: string): string {
  return `…${secret.slice(-4)}`;
}

function endpointOf(row: EndpointRow): WebhookEndpoint {
  const last = row.lastDelivery;
  return {
    id: row.id,
    url: row.url,
    events: row.events.filter(isWebhookEvent),
    active: row.active,
    secret_hint: secretHint(row.secret),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    last_delivery: last ? { status: last.status, created_at: new Date(last.created_at).toISOString() } : null,
  };
}

/** What the audit log keeps of an endpoint: never its secret. */
function auditView(endpoint: WebhookEndpoint) {
  return { url: endpoint.url, events: endpoint.events, active: endpoint.active };
}

/** Every endpoint, oldest first. Not paginated: a shop has a handful. */
export async function listWebhookEndpoints(ctx: Ctx): Promise<WebhookEndpoint[]> {
  requireAdmin(ctx.actor);
  const rows = await ctx.db
    .select({ ...columns, lastDelivery })
    .from(webhookEndpoints)
    .orderBy(asc(webhookEndpoints.id));
  return rows.map(endpointOf);
}

/** One endpoint; NotFound when there is none. */
export async function getWebhookEndpoint(ctx: Ctx, id: number): Promise<WebhookEndpoint> {
  requireAdmin(ctx.actor);
  const [row] = await ctx.db
    .select({ ...columns, lastDelivery })
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.id, id));
  if (!row) throw new NotFound();
  return endpointOf(row);
}

/** Refuses an unknown endpoint before a body is read (404 before 400). */
export async function assertWebhookEndpointExists(ctx: Ctx, id: number): Promise<void> {
  requireAdmin(ctx.actor);
  const [row] = await ctx.db.select({ id: webhookEndpoints.id }).from(webhookEndpoints).where(eq(webhookEndpoints.id, id));
  if (!row) throw new NotFound();
}

/** Options of the URL check: tests inject a resolver. */
export interface UrlCheck {
  resolve?: Resolver;
}

/** The SSRF rule at registration: a refused address is a 400 on url naming the reason. */
async function checkUrl(url: string, check: UrlCheck): Promise<void> {
  try {
    await vetWebhookUrl(url, { allowPrivate: getEnv().WEBHOOKS_ALLOW_PRIVATE_ADDRESSES, resolve: check.resolve });
  } catch (error) {
    if (error instanceof WebhookUrlRefused) throw Invalid.field("url", error.message);
    throw error;
  }
}

/** Registers an endpoint; answers it with its whole secret (made here when none is given), this once. */
export async function createWebhookEndpoint(ctx: Ctx, input: WebhookCreate, check: UrlCheck = {}): Promise<CreatedWebhookEndpoint> {
  requireAdmin(ctx.actor);
  await checkUrl(input.url, check);
  const secret = input.secret ?? randomBytes(32).toString("hex");
  return inTransaction(ctx, async (tx) => {
    const [row] = await tx.db.insert(webhookEndpoints).values({ url: input.url, events: input.events, secret }).returning({ id: webhookEndpoints.id });
    const endpoint = await getWebhookEndpoint(tx, row.id);
    await recordAudit(tx, { action: "create", entity: "webhook", entityId: row.id, after: auditView(endpoint) });
    return { ...endpoint, secret };
  });
}

/** Changes the fields the patch names; a new secret is recorded as changed, never written to the log. */
export async function updateWebhookEndpoint(ctx: Ctx, id: number, patch: WebhookPatch, check: UrlCheck = {}): Promise<WebhookEndpoint> {
  requireAdmin(ctx.actor);
  if (patch.url !== undefined) await checkUrl(patch.url, check);
  return inTransaction(ctx, async (tx) => {
    const [locked] = await tx.db.select({ id: webhookEndpoints.id }).from(webhookEndpoints).where(eq(webhookEndpoints.id, id)).for("update");
    if (!locked) throw new NotFound();
    const before = await getWebhookEndpoint(tx, id);
    const set: Partial<typeof webhookEndpoints.$inferInsert> = {};
    if (patch.url !== undefined) set.url = patch.url;
    if (patch.events !== undefined) set.events = patch.events;
    if (patch.active !== undefined) set.active = patch.active;
    if (patch.secret !== undefined) set.secret = patch.secret;
    if (Object.keys(set).length > 0) await tx.db.update(webhookEndpoints).set({ ...set, updatedAt: new Date() }).where(eq(webhookEndpoints.id, id));
    const after = await getWebhookEndpoint(tx, id);
    const secretChanged = patch.secret !== undefined && before.secret_hint !== after.secret_hint;
    await recordChange(
      tx,
      "webhook",
      id,
      { ...auditView(before), ...(secretChanged ? { secret: "(previous secret)" } : {}) },
      { ...auditView(after), ...(secretChanged ? { secret: "(new secret)" } : {}) },
    );
    return after;
  });
}

/** Deletes an endpoint and its delivery log (the foreign key cascades); pending deliveries are dropped. */
export async function deleteWebhookEndpoint(ctx: Ctx, id: number): Promise<void> {
  requireAdmin(ctx.actor);
  await inTransaction(ctx, async (tx) => {
    const [locked] = await tx.db.select({ id: webhookEndpoints.id }).from(webhookEndpoints).where(eq(webhookEndpoints.id, id)).for("update");
    if (!locked) throw new NotFound();
    const before = await getWebhookEndpoint(tx, id);
    await tx.db.delete(webhookEndpoints).where(eq(webhookEndpoints.id, id));
    await recordAudit(tx, { action: "delete", entity: "webhook", entityId: id, before: auditView(before) });
  });
}

const deliveryColumns = {
  id: webhookDeliveries.id,
  event: webhookDeliveries.event,
  status: webhookDeliveries.status,
  attempts: webhookDeliveries.attempts,
  responseStatus: webhookDeliveries.responseStatus,
  lastError: webhookDeliveries.lastError,
  createdAt: webhookDeliveries.createdAt,
  lastAttemptAt: webhookDeliveries.lastAttemptAt,
  nextAttemptAt: webhookDeliveries.nextAttemptAt,
  deliveredAt: webhookDeliveries.deliveredAt,
};

type DeliveryRow = {
  id: number;
  event: string;
  status: WebhookDeliveryStatus;
  attempts: number;
  responseStatus: number | null;
  lastError: string | null;
  createdAt: Date;
  lastAttemptAt: Date | null;
  nextAttemptAt: Date;
  deliveredAt: Date | null;
};

function deliveryOf(row: DeliveryRow): WebhookDelivery {
  return {
    id: Number(row.id),
    event: row.event,
    status: row.status,
    attempts: row.attempts,
    response_status: row.responseStatus,
    last_error: row.lastError,
    created_at: row.createdAt.toISOString(),
    last_attempt_at: row.lastAttemptAt?.toISOString() ?? null,
    // Only a pending delivery has a next attempt.
    next_attempt_at: row.status === "pending" ? row.nextAttemptAt.toISOString() : null,
    delivered_at: row.deliveredAt?.toISOString() ?? null,
  };
}

/** The endpoint's delivery log, newest first, 16 a page. */
export async function listWebhookDeliveries(ctx: Ctx, endpointId: number, query: Partial<WebhookDeliveriesQuery> = {}): Promise<PageResult<WebhookDelivery>> {
  await assertWebhookEndpointExists(ctx, endpointId);
  const where = eq(webhookDeliveries.endpointId, endpointId);
  const [{ count }] = await ctx.db.select({ count: sql<number>`count(*)::int` }).from(webhookDeliveries).where(where);
  const page = resolvePage(parsePageParam(query.page ?? null), count);
  const rows = await ctx.db
    .select(deliveryColumns)
    .from(webhookDeliveries)
    .where(where)
    .orderBy(desc(webhookDeliveries.id))
    .limit(PAGE_SIZE)
    .offset(pageOffset(page));
  return { page, count, results: rows.map(deliveryOf) };
}

/** One delivery of an endpoint; NotFound when it is another's. */
export async function getWebhookDelivery(ctx: Ctx, endpointId: number, deliveryId: number): Promise<WebhookDelivery> {
  requireAdmin(ctx.actor);
  const [row] = await ctx.db.select(deliveryColumns).from(webhookDeliveries).where(sql`${webhookDeliveries.id} = ${deliveryId} and ${webhookDeliveries.endpointId} = ${endpointId}`);
  if (!row) throw new NotFound();
  return deliveryOf(row);
}

/**
 * "Send test event": queues a webhook.test delivery to this endpoint alone (whatever it subscribes to,
 * switched off or not, though a switched-off endpoint's deliveries wait until it is on again) and
 * wakes the dispatcher once committed. Answers the pending delivery; its outcome shows in the log.
 */
export async function sendTestEvent(ctx: Ctx, endpointId: number): Promise<WebhookDelivery> {
  const actor = requireAdmin(ctx.actor);
  return inTransaction(ctx, async (tx) => {
    const endpoint = await getWebhookEndpoint(tx, endpointId);
    const body = eventBody(WEBHOOK_TEST_EVENT, { endpoint: { id: endpoint.id, url: endpoint.url, events: endpoint.events }, sent_by: actor.email });
    const [row] = await tx.db.insert(webhookDeliveries).values({ endpointId, event: WEBHOOK_TEST_EVENT, body }).returning(deliveryColumns);
    await recordAudit(tx, { action: "test", entity: "webhook", entityId: endpointId, after: { delivery: Number(row.id), event: WEBHOOK_TEST_EVENT } });
    afterCommit(tx, async () => kickDispatcher());
    return deliveryOf(row);
  });
}

/**
 * Sends a failed (or delivered) delivery again: the same body (same event id, so receivers can
 * dedupe), attempts from zero, a fresh 24 h window counted from now. Answers it, pending.
 */
export async function redeliver(ctx: Ctx, endpointId: number, deliveryId: number): Promise<WebhookDelivery> {
  requireAdmin(ctx.actor);
  return inTransaction(ctx, async (tx) => {
    const was = await getWebhookDelivery(tx, endpointId, deliveryId);
    const [source] = await tx.db.select({ body: webhookDeliveries.body }).from(webhookDeliveries).where(eq(webhookDeliveries.id, deliveryId));
    const [row] = await tx.db.insert(webhookDeliveries).values({ endpointId, event: was.event, body: source.body }).returning(deliveryColumns);
    await recordAudit(tx, { action: "redeliver", entity: "webhook", entityId: endpointId, after: { delivery: Number(row.id), of: was.id, event: was.event } });
    afterCommit(tx, async () => kickDispatcher());
    return deliveryOf(row);
  });
}
