import { auditPage } from "@/lib/audit/audit-read";
import { apiRoute } from "@/lib/entry/api-route";
import { envelopeOf } from "@/lib/http/page-envelope";
import { auditQuerySchema } from "@/lib/shared/audit/audit-schemas";

/* The audit log (issue 32, docs/audit.md): read only. No POST, PATCH or DELETE: the shop cannot change it. */
export const GET = apiRoute(
  {
    access: "admin",
    summary:
      "Staff read the audit log, newest first, 16 a page: every staff write with who (actor: their email then, actor_id), when (at), action, entity, entity_id, and the fields it changed before and after. Filters: ?actor= an account id or part of an email, ?entity= product, category, vendor, customer, order, price_list, delivery_zone, import, webhook or settings, ?from= / ?to= shop days (YYYY-MM-DD, America/Vancouver, both included).",
    query: auditQuerySchema,
  },
  async ({ ctx, query, url }) => envelopeOf(url, await auditPage(ctx, query)),
);
