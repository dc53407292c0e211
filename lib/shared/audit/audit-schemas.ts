import { z } from "zod";
import { ordersErrorMessages } from "@/lib/shared/messages/errors-orders";
import { day } from "@/lib/shared/orders/query-schemas";
import { choice, pageText, text } from "@/lib/shared/validation/primitives";

/*
 * The audit log's vocabulary and its list query (issue 32, docs/audit.md). Client-safe: the screen's
 * filters read the same names the API does.
 */

/** What was changed: the entity names the log is filtered on. */
export const AUDIT_ENTITIES = [
  "product",
  "category",
  "vendor",
  "customer",
  "order",
  "price_list",
  "delivery_zone",
  "import",
  "webhook",
  "settings",
] as const;
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];

/**
 * GET /api/audit/ query: ?actor= a staff member's account id, or text of their email (part of it
 * will do); ?entity= one of AUDIT_ENTITIES; ?from= / ?to= shop days (YYYY-MM-DD, America/Vancouver,
 * both included); ?page=. An empty parameter is no filter.
 */
export const auditQuerySchema = z
  .object({
    actor: text({ max: 254 })
      .optional()
      .transform((v) => v || undefined),
    entity: z.preprocess((v) => (v === "" ? undefined : v), choice(AUDIT_ENTITIES).optional()),
    from: z.preprocess((v) => (v === "" ? undefined : v), day()),
    to: z.preprocess((v) => (v === "" ? undefined : v), day()),
    page: pageText(),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: ordersErrorMessages.dateRange, path: ["to"] });
export type AuditQuery = z.output<typeof auditQuerySchema>;

/** One row of the log as the API answers it. */
export interface AuditEntryView {
  id: number;
  /** When, ISO 8601 (UTC): the moment the change's transaction began. */
  at: string;
  /** Who: the staff member's email as it was then ("system" for the shop's own work). */
  actor: string;
  /** Their account id; null for the system, or once the account is deleted. */
  actor_id: number | null;
  action: string;
  entity: string;
  entity_id: string | null;
  /** The fields the change touched as they were (null for a creation). */
  before: Record<string, unknown> | null;
  /** The same fields as they became (null for a deletion). */
  after: Record<string, unknown> | null;
}
