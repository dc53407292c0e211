import "server-only";
import { and, asc, eq, sql, type SQL } from "drizzle-orm";
import { priceLists, users } from "@/db/schema";
import { afterCommit, inTransaction, type Ctx } from "@/lib/context/context";
import { NotFound } from "@/lib/shared/errors/domain-errors";
import { getEnv } from "@/lib/env";
import { logger } from "@/lib/log/logger";
import { sendMail, type MailMessage } from "@/lib/mail/mailer";
import { translator } from "@/lib/i18n/translator";
import { DEFAULT_LOCALE } from "@/lib/shared/i18n/locales";
import { localizedPath } from "@/lib/shared/i18n/routing";
import { PAGE_SIZE, pageOffset, parsePageParam, resolvePage, type PageResult } from "@/lib/shared/pagination/pages";
import { companyContact } from "@/lib/system/company";
import { requireAdmin } from "@/lib/identity/access";
import { revokeAllSessions } from "@/lib/identity/api-tokens";
import type { CustomerCreate, CustomerListQuery } from "@/lib/shared/accounts/customer-schemas";
import { issueResetCode } from "@/lib/identity/password-reset";
import { profileColumns, withTaxExemptions, type Profile } from "./profile";
import { assertEmailFree, createAccount } from "@/lib/identity/account-creation";
import { recordAudit, recordChange, recordCreate, recordDelete } from "@/lib/audit/audit-log";
import { emitCustomerRegistered } from "@/lib/webhooks/customer-event";

/*
 * Customers in the back office (docs/product.md §2 /admin/customers, create-customer, edit-customer; §7
 * users): staff list, search, create, verify and delete customer accounts. Admins only, and only
 * customers: an admin's id is "not found" to every call here (staff accounts are made by
 * `npm run create-admin`), so no admin can delete, unverify or edit another admin, or themselves.
 * Profile edits go through lib/customers/profile.ts (the customer's own PATCH, with the same rules).
 */

/** A customer with the keys of docs/product.md §3 Customer. */
export interface Customer {
  id: number;
  company: string;
  first_name: string;
  last_name: string;
  phone_number: string;
  email: string;
  username: string;
  country: string;
  address: string;
  townCity: string;
  state: string;
  zipcode: string;
  verified: boolean;
  /** The price list the customer is on (docs/pricing.md), whether in force or not; null: list prices. */
  price_list: { id: number; name: string } | null;
}

const customerColumns = {
  id: users.id,
  company: users.company,
  first_name: users.firstName,
  last_name: users.lastName,
  phone_number: users.phoneNumber,
  email: users.email,
  username: users.username,
  country: users.country,
  address: users.address,
  townCity: users.townCity,
  state: users.state,
  zipcode: users.zipcode,
  verified: users.verified,
  price_list: sql<{ id: number; name: string } | null>`(select json_build_object('id', pl.id, 'name', pl.name) from ${priceLists} pl where pl.id = ${users.priceListId})`,
};

/** A new customer's code to choose a password: long enough to reach someone away for a week. */
export const INVITATION_CODE_TTL_DAYS = 7;
const INVITATION_CODE_TTL_MS = INVITATION_CODE_TTL_DAYS * 24 * 60 * 60_000;

const isCustomer = eq(users.role, "Customer");

/** The searched text exactly as the trigram index users_search_trgm_idx is built. */
const searchText = sql`shop_search_norm(${users.company} || ' ' || ${users.firstName} || ' ' || ${users.lastName} || ' ' || ${users.email})`;

/** Every word of the search appears in the company, a name or the email (accents, case aside; wildcards literal). */
function searchMatches(search: string): SQL[] {
  const words = search.split(/\s+/).filter(Boolean).slice(0, 8);
  return words.map((word) => {
    const escaped = word.replace(/[\\%_]/g, (c) => `\\${c}`);
    return sql`${searchText} like '%' || shop_search_norm(${escaped}) || '%'`;
  });
}

/** By company as people read it (accents and case aside), customers without one last, then by name. */
const customerOrder = [
  asc(sql`${users.company} = ''`),
  asc(sql`shop_search_norm(${users.company})`),
  asc(sql`shop_search_norm(${users.lastName} || ' ' || ${users.firstName})`),
  asc(users.id),
];

/** One page (16) of customers: search, ?verified=false for those awaiting verification. */
export async function listCustomers(ctx: Ctx, query: Partial<CustomerListQuery> = {}): Promise<PageResult<Customer>> {
  requireAdmin(ctx.actor);
  const conditions: SQL[] = [isCustomer];
  if (query.search) conditions.push(...searchMatches(query.search));
  if (query.verified !== undefined) conditions.push(eq(users.verified, query.verified));
  const where = and(...conditions);
  const [{ count }] = await ctx.db.select({ count: sql<number>`count(*)::int` }).from(users).where(where);
  const page = resolvePage(parsePageParam(query.page ?? null), count);
  const results = await ctx.db
    .select(customerColumns)
    .from(users)
    .where(where)
    .orderBy(...customerOrder)
    .limit(PAGE_SIZE)
    .offset(pageOffset(page));
  return { page, count, results };
}

/** Every customer, not paginated, in the list's order: for pickers (the admin cart's customer). */
export async function allCustomers(ctx: Ctx): Promise<Customer[]> {
  requireAdmin(ctx.actor);
  return ctx.db.select(customerColumns).from(users).where(isCustomer).orderBy(...customerOrder);
}

/** How many customers await verification (the count on the list's tab). */
export async function countAwaitingVerification(ctx: Ctx): Promise<number> {
  requireAdmin(ctx.actor);
  const [{ count }] = await ctx.db
    .select({ count: sql<number>`count(*)::int` })
    .from(users)
    .where(and(isCustomer, eq(users.verified, false)));
  return count;
}

/** What /admin/customers shows: the page of customers asked for and the number awaiting verification. */
export async function customersScreen(ctx: Ctx, query: Partial<CustomerListQuery>): Promise<{ list: PageResult<Customer>; awaiting: number }> {
  const [list, awaiting] = await Promise.all([listCustomers(ctx, query), countAwaitingVerification(ctx)]);
  return { list, awaiting };
}

export async function getCustomer(ctx: Ctx, id: number): Promise<Customer> {
  requireAdmin(ctx.actor);
  const [row] = await ctx.db.select(customerColumns).from(users).where(and(eq(users.id, id), isCustomer));
  if (!row) throw new NotFound();
  return row;
}

/** Where the emails' links point: PUBLIC_URL when set, else the address staff used. */
function shopLink(path: string, requestUrl: URL): string {
  return new URL(path, getEnv().PUBLIC_URL ?? requestUrl.origin).toString();
}

/** Sends once the answer is on its way; a mail failure is logged, the account change stands. */
function mailAfterCommit(ctx: Ctx, message: MailMessage, what: string): void {
  afterCommit(ctx, () =>
    new Promise((resolve) => setImmediate(resolve))
      .then(() => sendMail(message))
      .catch((error: unknown) => logger.error({ err: error }, `${what} email failed`)),
  );
}

/**
 * Opens a customer account (docs/product.md §5 create-customer): the username is the email, verified unless
 * staff say otherwise, no password. The customer is emailed a code of the password-reset flow
 * (lib/identity/password-reset.ts) to choose one at /validateCode. An email that is already
 * someone's email or username, in any letter case, is a 400 on the email.
 */
export async function createCustomer(ctx: Ctx, input: CustomerCreate, requestUrl: URL): Promise<Customer> {
  requireAdmin(ctx.actor);
  const email = input.email.trim();
  await assertEmailFree(ctx, email);
  return inTransaction(ctx, async (tx) => {
    const { company, first_name, last_name, phone_number, country, address, townCity, state, zipcode } = input;
    const { id } = await createAccount(tx, {
      email,
      role: "Customer",
      verified: input.verified ?? true,
      passwordHash: null,
      profile: { company, first_name, last_name, phone_number, country, address, townCity, state, zipcode, language: input.language ?? null },
    });
    const customer = await getCustomer(tx, id);
    await recordCreate(tx, "customer", id, { ...customer, language: input.language ?? null });
    await emitCustomerRegistered(tx, id);
    const code = await issueResetCode(tx, customer.id, INVITATION_CODE_TTL_MS);
    const { name: shop } = companyContact();
    // In the language staff chose for the customer (English, the shop's default, when none), with a link to the page in it.
    const locale = input.language ?? DEFAULT_LOCALE;
    const link = shopLink(localizedPath(`/validateCode?email=${encodeURIComponent(email)}`, locale), requestUrl);
    const t = translator(locale, "accountsMail");
    mailAfterCommit(
      tx,
      { to: email, subject: t("invitationSubject", { shop }), text: t("invitationText", { shop, email, code, days: String(INVITATION_CODE_TTL_DAYS), link }) },
      "invitation",
    );
    return customer;
  });
}

/**
 * Staff verify or unverify a customer (docs/product.md §4 Verification). A customer who becomes verified
 * (false → true only) is emailed once the change is committed; the answer is their profile.
 */
export async function setCustomerVerified(ctx: Ctx, customerId: number, verified: boolean, requestUrl: URL): Promise<Profile> {
  requireAdmin(ctx.actor);
  return inTransaction(ctx, async (tx) => {
    // The row lock makes two simultaneous verifications send one email.
    const [before] = await tx.db
      .select({ verified: users.verified })
      .from(users)
      .where(and(eq(users.id, customerId), isCustomer))
      .for("update");
    if (!before) throw new NotFound();
    const [profile] = await tx.db
      .update(users)
      .set({ verified, updatedAt: new Date() })
      .where(eq(users.id, customerId))
      .returning(profileColumns);
    await recordChange(tx, "customer", customerId, { verified: before.verified }, { verified }, verified ? "verify" : "unverify");
    if (!before.verified && verified) {
      const { name: shop } = companyContact();
      const name = [profile.first_name, profile.last_name].filter(Boolean).join(" ");
      const t = translator(profile.language, "accountsMail");
      const text = t("verifiedText", { shop, name, hasName: name ? "yes" : "no", email: profile.email, link: shopLink("/login", requestUrl) });
      mailAfterCommit(tx, { to: profile.email, subject: t("verifiedSubject", { shop }), text }, "verification");
    }
    return withTaxExemptions(tx, profile);
  });
}

/** Locks a customer's row for the rest of the transaction; an admin's id or none is "not found". */
async function lockCustomer(ctx: Ctx, customerId: number): Promise<void> {
  const [row] = await ctx.db.select({ id: users.id }).from(users).where(and(eq(users.id, customerId), isCustomer)).for("update");
  if (!row) throw new NotFound();
}

/**
 * Staff end every API token and web session of a customer at once (token_version is bumped and the
 * tokens deleted), e.g. for a lost laptop or a leaked token; the customer can sign in again.
 */
export async function revokeCustomerTokens(ctx: Ctx, customerId: number): Promise<void> {
  requireAdmin(ctx.actor);
  await inTransaction(ctx, async (tx) => {
    await lockCustomer(tx, customerId);
    await revokeAllSessions(tx, customerId);
    await recordAudit(tx, { action: "revoke_sessions", entity: "customer", entityId: customerId });
  });
}

/**
 * Deletes a customer account. Every web session and API token ends with it (token_version is
 * bumped and the tokens deleted in the same transaction, so a request racing the deletion is
 * refused too). Their orders stay: orders.customer_id becomes null and each order keeps its
 * customer_snapshot, which the order views show.
 */
export async function deleteCustomer(ctx: Ctx, customerId: number): Promise<void> {
  requireAdmin(ctx.actor);
  await inTransaction(ctx, async (tx) => {
    await lockCustomer(tx, customerId);
    await recordDelete(tx, "customer", customerId, { ...(await getCustomer(tx, customerId)) });
    await revokeAllSessions(tx, customerId);
    await tx.db.delete(users).where(eq(users.id, customerId));
  });
}
