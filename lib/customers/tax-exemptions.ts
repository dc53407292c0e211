import "server-only";
import { asc, eq } from "drizzle-orm";
import { customerTaxExemptions } from "@/db/schema";
import type { Ctx } from "@/lib/context/context";
import type { TaxExemption } from "@/lib/shared/pricing/sales-taxes";

/*
 * A customer's exemptions from a provincial tax (issue 29, docs/taxes.md): a PST number for goods
 * bought for resale in that province, or their QST registration, recorded by staff. An exempt tax
 * is not charged on the customer's orders, and the order names the number it was waived under.
 */

/** One exemption, as the tax rule reads it and the API answers it (the profile's `tax_exemptions`). */
export type { TaxExemption };

/** The customer's exemptions, in a stable order (by tax code). */
export async function readTaxExemptions(ctx: Pick<Ctx, "db">, userId: number): Promise<TaxExemption[]> {
  return ctx.db
    .select({ code: customerTaxExemptions.code, number: customerTaxExemptions.number })
    .from(customerTaxExemptions)
    .where(eq(customerTaxExemptions.userId, userId))
    .orderBy(asc(customerTaxExemptions.code));
}

/**
 * Staff replace the customer's exemptions with `exemptions` (validated by taxExemptionsSchema: one
 * per code); an empty list removes them all. Run inside the caller's transaction, with the
 * customer's row locked, so two saves racing each other end as one of them, never as a mix or a
 * duplicate key.
 */
export async function replaceTaxExemptions(ctx: Pick<Ctx, "db">, userId: number, exemptions: readonly TaxExemption[]): Promise<void> {
  await ctx.db.delete(customerTaxExemptions).where(eq(customerTaxExemptions.userId, userId));
  if (exemptions.length === 0) return;
  await ctx.db.insert(customerTaxExemptions).values(exemptions.map(({ code, number }) => ({ userId, code, number })));
}
