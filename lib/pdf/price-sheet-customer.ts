import "server-only";
import { eq } from "drizzle-orm";
import { users } from "@/db/schema";
import type { Ctx } from "@/lib/context/context";
import { requireAdmin } from "@/lib/identity/access";
import { priceListInForce } from "@/lib/pricing/price-list-terms";
import { Invalid } from "@/lib/shared/errors/domain-errors";
import { DEFAULT_LOCALE, type Locale } from "@/lib/shared/i18n/locales";
import { catalogErrorMessages as messages } from "@/lib/shared/messages/errors-catalog";

/*
 * Whom a price sheet is for (GET /api/products/generate/pdf/?customer={id}, issue 30): admins only.
 * The id is a field of the query, so an unknown one or a staff account's is a 400 naming it.
 */

export interface PriceSheetCustomer {
  id: number;
  /** Their company, else their name, else their email: what the title page says it is for. */
  name: string;
  /** The language the sheet is written in: the customer's choice, English when they made none. */
  locale: Locale;
  /** Their price list in force today; null: list prices. */
  priceListId: number | null;
}

export async function priceSheetCustomer(ctx: Ctx, customerId: number): Promise<PriceSheetCustomer> {
  requireAdmin(ctx.actor);
  const [row] = await ctx.db
    .select({
      id: users.id,
      role: users.role,
      company: users.company,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      locale: users.locale,
      priceListId: priceListInForce(),
    })
    .from(users)
    .where(eq(users.id, customerId));
  if (!row) throw Invalid.field("customer", messages.priceSheetUnknownCustomer);
  if (row.role !== "Customer") throw Invalid.field("customer", messages.priceSheetStaff);
  const name = row.company.trim() || `${row.firstName} ${row.lastName}`.trim() || row.email;
  return { id: row.id, name, locale: row.locale ?? DEFAULT_LOCALE, priceListId: row.priceListId ?? null };
}
