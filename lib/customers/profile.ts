import "server-only";
import { and, eq } from "drizzle-orm";
import { users } from "@/db/schema";
import { inTransaction, type Ctx } from "@/lib/context/context";
import { Forbidden, Invalid, NotFound } from "@/lib/shared/errors/domain-errors";
import { accountsErrorMessages } from "@/lib/shared/messages/errors-accounts";
import { requireUser, type UserActor } from "@/lib/identity/access";
import type { ProfilePatch } from "@/lib/shared/accounts/schemas";
import { profileSet, type ProfileFields } from "@/lib/identity/user-record";
import { readTaxExemptions, replaceTaxExemptions, type TaxExemption } from "./tax-exemptions";
import { isAdmin } from "@/lib/shared/accounts/actor";
import { pricingErrorMessages } from "@/lib/shared/messages/errors-pricing";
import type { PriceListRef } from "@/lib/shared/pricing/price-list-schemas";
import { lockAssignablePriceList, priceListRefOf } from "@/lib/pricing/price-lists-admin";
import { recordChange } from "@/lib/audit/audit-log";

/** The profile as the API answers it (docs/product.md §3 Profile and Customer keys). */
export interface Profile extends ProfileFields {
  id: number;
  email: string;
  username: string;
  verified: boolean;
  form: "Admin" | "Customer";
  /** The provincial taxes the customer is exempt from, with their numbers (issue 29); set by staff. */
  tax_exemptions: TaxExemption[];
  /**
   * The price list the customer buys under (issue 30), set by staff: in staff's answers only (a
   * customer reading their own profile does not get the key).
   */
  price_list?: PriceListRef | null;
}

export const profileColumns = {
  id: users.id,
  email: users.email,
  username: users.username,
  phone_number: users.phoneNumber,
  first_name: users.firstName,
  last_name: users.lastName,
  country: users.country,
  address: users.address,
  townCity: users.townCity,
  state: users.state,
  zipcode: users.zipcode,
  company: users.company,
  language: users.locale,
  verified: users.verified,
  form: users.role,
};

/** A customer reaches only their own profile (another id is "not found"); admins reach any. */
function assertMayReach(ctx: Ctx, userId: number): UserActor {
  const actor = requireUser(ctx.actor);
  if (actor.role !== "Admin" && actor.id !== userId) throw new NotFound();
  return actor;
}

/**
 * 401 or 404 unless the actor may reach this profile and it exists: what a route checks before it
 * reads a body. The caller's own profile exists (their identity was just read), so only an admin
 * reaching another id costs a query.
 */
export async function assertProfileReachable(ctx: Ctx, userId: number): Promise<void> {
  if (assertMayReach(ctx, userId).id === userId) return;
  await assertCustomer(ctx, userId);
}

/** Staff change customers' profiles, never another admin's (that id is "not found" to them). */
async function assertCustomer(ctx: Ctx, userId: number): Promise<void> {
  const [row] = await ctx.db.select({ id: users.id }).from(users).where(and(eq(users.id, userId), eq(users.role, "Customer")));
  if (!row) throw new NotFound();
}

/**
 * A profile row (profileColumns) with its exemptions, and for staff its price list: what every
 * profile answer is.
 */
export async function withTaxExemptions(ctx: Ctx, row: Omit<Profile, "tax_exemptions" | "price_list">): Promise<Profile> {
  const exemptions = await readTaxExemptions(ctx, row.id);
  if (!isAdmin(ctx.actor)) return { ...row, tax_exemptions: exemptions };
  return { ...row, tax_exemptions: exemptions, price_list: await priceListRefOf(ctx, row.id) };
}

export async function getProfile(ctx: Ctx, userId: number): Promise<Profile> {
  assertMayReach(ctx, userId);
  const [row] = await ctx.db.select(profileColumns).from(users).where(eq(users.id, userId));
  if (!row) throw new NotFound();
  return withTaxExemptions(ctx, row);
}

/**
 * Changes profile fields; email, verified and role are not profile fields and cannot change here.
 * Tax exemptions and the price list are staff's to set (they change what the customer pays):
 * anyone else naming them is refused before anything is written, as the product list refuses staff
 * filters. An unknown price list is a 400 on price_list; staff have none (their own profile). The
 * fields, the exemptions and the price list are written in one transaction.
 */
export async function updateProfile(ctx: Ctx, userId: number, patch: ProfilePatch): Promise<Profile> {
  const actor = assertMayReach(ctx, userId);
  const { tax_exemptions: exemptions, price_list: priceList, ...fields } = patch;
  if (exemptions !== undefined && actor.role !== "Admin") throw new Forbidden(accountsErrorMessages.taxExemptionsStaffOnly);
  if (priceList !== undefined && actor.role !== "Admin") throw new Forbidden(pricingErrorMessages.priceListStaffOnly);
  if (actor.id !== userId) await assertCustomer(ctx, userId);
  else if (priceList !== undefined) throw Invalid.field("price_list", pricingErrorMessages.priceListForCustomers);
  const set: Partial<typeof users.$inferInsert> = profileSet(fields);
  if (Object.keys(set).length === 0 && exemptions === undefined && priceList === undefined) return getProfile(ctx, userId);
  return inTransaction(ctx, async (tx) => {
    // The price list before the customer, in the order its deletion locks them (the list, then its
    // customers), so an assignment and a deletion wait for each other rather than deadlock.
    if (priceList !== undefined && priceList !== null) await lockAssignablePriceList(tx, priceList);
    // Locks the row first (the UPDATE below would too, but a PATCH of exemptions alone has none).
    const [row] = await tx.db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
    if (!row) throw new NotFound();
    // Staff changing a customer is audited (docs/audit.md); a user's own profile is theirs.
    const was = actor.id !== userId ? await getProfile(tx, userId) : null;
    if (priceList !== undefined) set.priceListId = priceList;
    if (Object.keys(set).length > 0) await tx.db.update(users).set({ ...set, updatedAt: new Date() }).where(eq(users.id, userId));
    if (exemptions !== undefined) await replaceTaxExemptions(tx, userId, exemptions);
    const now = await getProfile(tx, userId);
    if (was) await recordChange(tx, "customer", userId, { ...was }, { ...now });
    return now;
  });
}
