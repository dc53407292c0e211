import "server-only";
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import { priceLists, users } from "@/db/schema";
import { recordAudit, recordAudits, type AuditEntry } from "@/lib/audit/audit-log";
import { afterCommit, inTransaction, type Ctx } from "@/lib/context/context";
import { openCsv, type CsvRow } from "@/lib/csv/csv-read";
import { getEnv } from "@/lib/env";
import { translator } from "@/lib/i18n/translator";
import { createAccount } from "@/lib/identity/account-creation";
import { requireAdmin } from "@/lib/identity/access";
import { issueResetCode } from "@/lib/identity/password-reset";
import { logger } from "@/lib/log/logger";
import { sendMail } from "@/lib/mail/mailer";
import { customerCreateSchema } from "@/lib/shared/accounts/customer-schemas";
import { PayloadTooLarge } from "@/lib/shared/errors/domain-errors";
import { DEFAULT_LOCALE, LOCALES, type Locale } from "@/lib/shared/i18n/locales";
import { localizedPath } from "@/lib/shared/i18n/routing";
import { customerImportErrorMessages as cm } from "@/lib/shared/messages/errors-customer-import";
import { importErrorMessages as m } from "@/lib/shared/messages/errors-import";
import { companyContact } from "@/lib/system/company";
import { emitCustomerRegistered } from "@/lib/webhooks/customer-event";
import { INVITATION_CODE_TTL_DAYS } from "./customers-admin";
import {
  CUSTOMER_CSV_ALIASES,
  CUSTOMER_CSV_COLUMNS,
  CUSTOMER_CSV_MAX_BYTES,
  CUSTOMER_CSV_MAX_MB,
  CUSTOMER_CSV_MAX_ROWS,
  CUSTOMER_IMPORT_REPORT_LIMIT,
  type CustomerCsvColumn,
  type CustomerCsvValue,
  type CustomerImportChange,
  type CustomerImportRefusal,
  type CustomerImportReport,
} from "@/lib/shared/accounts/customer-import-schemas";

/*
 * The customer import (issue 32, POST /api/users/import/, docs/data-exchange.md "Customers";
 * docs/architecture.md rule 16): a CSV read by lib/csv/csv-read.ts (UTF-8 with or without a BOM or
 * Windows-1252, comma or semicolon, English or French header names, unknown columns refused by
 * name), one customer per row keyed by email: a new email creates a customer, a known customer's
 * email changes the fields its cells give (a blank cell leaves the field as it is). Each cell is
 * judged by the rule of the staff's customer form (customerCreateSchema), the price list by its
 * name, the language as en-CA or fr-CA.
 *
 * A dry run (the default) judges every row and writes nothing. A real run writes everything in one
 * transaction, with one audit row per customer created or changed and one for the file, or nothing
 * at all when any row is refused.
 *
 * Every created customer (no password yet) is invited to choose one: once the transaction has
 * committed, in batches of INVITATION_BATCH with a pause between them, so that a file of 400 new
 * customers does not flood the mail server. users.invited_at is claimed (set) before each email
 * goes, in one UPDATE that takes only accounts with no password and no invitation yet, so a
 * customer is never invited twice, whatever file names them again; a failed send gives the claim
 * back. A customer the import changes is not invited.
 */

/** New customers invited at a time, and the pause between two batches. */
export const INVITATION_BATCH = 50;
export const INVITATION_PAUSE_MS = 5_000;
const INVITATION_CODE_TTL_MS = INVITATION_CODE_TTL_DAYS * 24 * 60 * 60_000;

const YES = new Set(["true", "yes", "y", "1", "oui", "o", "vrai"]);
const NO = new Set(["false", "no", "n", "0", "non", "faux"]);
const LOCALE_OF: Record<string, Locale> = { "en-ca": "en-CA", en: "en-CA", english: "en-CA", anglais: "en-CA", "fr-ca": "fr-CA", fr: "fr-CA", french: "fr-CA", francais: "fr-CA", "français": "fr-CA" };

/** The form's rule of each profile column (customerCreateSchema's fields). */
const shape = customerCreateSchema.shape;
const FIELD_RULES = {
  company: shape.company,
  first_name: shape.first_name,
  last_name: shape.last_name,
  phone_number: shape.phone_number,
  address: shape.address,
  town_city: shape.townCity,
  state: shape.state,
  zipcode: shape.zipcode,
  country: shape.country,
} as const;
type ProfileColumn = keyof typeof FIELD_RULES;
const PROFILE_COLUMNS = Object.keys(FIELD_RULES) as ProfileColumn[];

const USER_COLUMN = {
  company: "company",
  first_name: "firstName",
  last_name: "lastName",
  phone_number: "phoneNumber",
  address: "address",
  town_city: "townCity",
  state: "state",
  zipcode: "zipcode",
  country: "country",
} as const satisfies Record<ProfileColumn, keyof typeof users.$inferSelect>;

/** A customer as the import compares it: each column's value as the report shows it. */
type Values = Record<Exclude<CustomerCsvColumn, "email">, CustomerCsvValue>;

interface Stored {
  id: number;
  email: string;
  role: string;
  values: Values;
}

interface Judged {
  row: number;
  email: string;
  stored: Stored | null;
  /** The values the row gives (creations: with the defaults of the staff's form). */
  values: Partial<Values>;
  priceListId?: number | null;
  changed: CustomerImportChange["fields"];
}

interface Lookups {
  priceListsByName: Map<string, { id: number; name: string }>;
}

async function loadLookups(ctx: Ctx): Promise<Lookups> {
  const rows = await ctx.db.select({ id: priceLists.id, name: priceLists.name }).from(priceLists);
  return { priceListsByName: new Map(rows.map((r) => [r.name.toLowerCase(), r])) };
}

/** The accounts these emails are the email or the username of (letter case aside). */
async function storedAccounts(ctx: Ctx, emails: string[]): Promise<Map<string, Stored | { id: number; email: string; role: string; username: true }>> {
  const out = new Map<string, Stored | { id: number; email: string; role: string; username: true }>();
  if (emails.length === 0) return out;
  const list = sql`array[${sql.join(emails.map((e) => sql`${e}`), sql`, `)}]::text[]`;
  const rows = await ctx.db
    .select({
      id: users.id,
      email: users.email,
      username: users.username,
      role: users.role,
      company: users.company,
      firstName: users.firstName,
      lastName: users.lastName,
      phoneNumber: users.phoneNumber,
      address: users.address,
      townCity: users.townCity,
      state: users.state,
      zipcode: users.zipcode,
      country: users.country,
      verified: users.verified,
      locale: users.locale,
      priceList: sql<string | null>`(select pl.name from ${priceLists} pl where pl.id = ${users.priceListId})`,
    })
    .from(users)
    .where(sql`lower(${users.email}) = any(${list}) or lower(${users.username}) = any(${list})`);
  for (const r of rows) {
    const values: Values = {
      company: r.company,
      first_name: r.firstName,
      last_name: r.lastName,
      phone_number: r.phoneNumber,
      address: r.address,
      town_city: r.townCity,
      state: r.state,
      zipcode: r.zipcode,
      country: r.country,
      verified: r.verified,
      price_list: r.priceList,
      locale: r.locale,
    };
    out.set(r.email.toLowerCase(), { id: r.id, email: r.email, role: r.role, values });
    if (r.username.toLowerCase() !== r.email.toLowerCase() && !out.has(r.username.toLowerCase())) out.set(r.username.toLowerCase(), { id: r.id, email: r.email, role: r.role, username: true });
  }
  return out;
}

/** The defaults of a customer the staff's form opens with only an email. */
const NEW_CUSTOMER: Values = {
  company: "",
  first_name: "",
  last_name: "",
  phone_number: "",
  address: "",
  town_city: "",
  state: "",
  zipcode: "",
  country: "Canada",
  verified: true,
  price_list: null,
  locale: null,
};

interface ImportState {
  lookups: Lookups;
  /** Lowercased email → the row that first named it. */
  seen: Map<string, number>;
}

/** One row judged: what it would create or change, or its refusals. */
function judgeRow(state: ImportState, csvRow: CsvRow<CustomerCsvColumn>, found: Stored | { id: number; email: string; role: string; username: true } | undefined): { judged: Judged | null; problems: CustomerImportRefusal[] } {
  const { row, cells, problem } = csvRow;
  const problems: CustomerImportRefusal[] = [];
  const refuse = (column: CustomerCsvColumn | null, reason: string) => problems.push({ row, column, reason });
  if (problem) refuse(null, problem);
  if (cells.email === undefined) {
    refuse("email", m.required);
    return { judged: null, problems };
  }
  const parsedEmail = shape.email.safeParse(cells.email);
  if (!parsedEmail.success) {
    refuse("email", parsedEmail.error.issues[0]?.message ?? m.required);
    return { judged: null, problems };
  }
  const email = parsedEmail.data;
  const key = email.toLowerCase();
  const first = state.seen.get(key);
  if (first !== undefined) refuse("email", m.duplicateRow(first));
  else state.seen.set(key, row);
  if (found && "username" in found) refuse("email", cm.usernameTaken);
  else if (found && found.role !== "Customer") refuse("email", cm.staffAccount);
  const stored = found && !("username" in found) && found.role === "Customer" ? found : null;

  const values: Partial<Values> = {};
  for (const column of PROFILE_COLUMNS) {
    const cell = cells[column];
    if (cell === undefined) continue;
    const parsed = FIELD_RULES[column].safeParse(cell);
    if (!parsed.success) refuse(column, parsed.error.issues[0]?.message ?? m.required);
    else values[column] = parsed.data as string;
  }
  if (cells.verified !== undefined) {
    const v = cells.verified.toLowerCase();
    if (YES.has(v)) values.verified = true;
    else if (NO.has(v)) values.verified = false;
    else refuse("verified", m.yesOrNo);
  }
  let priceListId: number | null | undefined;
  if (cells.price_list !== undefined) {
    const list = state.lookups.priceListsByName.get(cells.price_list.toLowerCase());
    if (!list) refuse("price_list", cm.unknownPriceList(cells.price_list));
    else {
      values.price_list = list.name;
      priceListId = list.id;
    }
  }
  if (cells.locale !== undefined) {
    const locale = LOCALE_OF[cells.locale.toLowerCase()];
    if (!locale || !(LOCALES as readonly string[]).includes(locale)) refuse("locale", cm.localeChoice);
    else values.locale = locale;
  }
  if (problems.length > 0) return { judged: null, problems };

  const before = stored?.values ?? null;
  const after: Values = { ...(before ?? NEW_CUSTOMER), ...values };
  const changed: Judged["changed"] = {};
  for (const column of Object.keys(after) as Array<keyof Values>) {
    const was = before ? before[column] : null;
    if (before && was === after[column]) continue;
    if (!before && after[column] === NEW_CUSTOMER[column] && values[column] === undefined) continue;
    changed[column] = { before: was, after: after[column] };
  }
  if (!before) changed.email = { before: null, after: email };
  return { judged: { row, email, stored, values: before ? values : after, priceListId, changed }, problems };
}

/** Writes one batch's creations and changes; answers the ids of the customers created. */
async function writeBatch(ctx: Ctx, judged: Judged[]): Promise<number[]> {
  const created: number[] = [];
  const audits: AuditEntry[] = [];
  for (const j of judged) {
    const v = j.values;
    if (!j.stored) {
      const { id } = await createAccount(ctx, {
        email: j.email,
        role: "Customer",
        verified: v.verified as boolean,
        passwordHash: null,
        profile: {
          company: v.company as string,
          first_name: v.first_name as string,
          last_name: v.last_name as string,
          phone_number: v.phone_number as string,
          country: v.country as string,
          address: v.address as string,
          townCity: v.town_city as string,
          state: v.state as string,
          zipcode: v.zipcode as string,
          language: (v.locale as Locale | null) ?? null,
        },
      });
      if (j.priceListId) await ctx.db.update(users).set({ priceListId: j.priceListId }).where(eq(users.id, id));
      await emitCustomerRegistered(ctx, id);
      created.push(id);
      audits.push({ action: "create", entity: "customer", entityId: id, after: { email: j.email, ...v, source: "import" } });
      continue;
    }
    const set: Partial<typeof users.$inferInsert> = {};
    for (const column of PROFILE_COLUMNS) if (column in j.changed) set[USER_COLUMN[column]] = v[column] as string;
    if ("verified" in j.changed) set.verified = v.verified as boolean;
    if ("price_list" in j.changed) set.priceListId = j.priceListId ?? null;
    if ("locale" in j.changed) set.locale = v.locale as Locale;
    await ctx.db.update(users).set({ ...set, updatedAt: new Date() }).where(eq(users.id, j.stored.id));
    const before = Object.fromEntries(Object.entries(j.changed).map(([k, c]) => [k, c!.before]));
    const after = Object.fromEntries(Object.entries(j.changed).map(([k, c]) => [k, c!.after]));
    audits.push({ action: "update", entity: "customer", entityId: j.stored.id, before, after: { ...after, source: "import" } });
  }
  await recordAudits(ctx, audits);
  return created;
}

/** Thrown to roll the transaction back once a real run has refused rows; carries the report. */
class Refused extends Error {
  constructor(readonly report: CustomerImportReport) {
    super("import refused");
  }
}

const BATCH = 500;

/**
 * POST /api/users/import/: judges every row and, on a real run with none refused, creates and
 * changes the customers in one transaction (audited), then invites the new ones (see above).
 */
export async function importCustomersCsv(ctx: Ctx, file: File, options: { dryRun: boolean; requestUrl: URL }): Promise<CustomerImportReport> {
  requireAdmin(ctx.actor);
  if (file.size > CUSTOMER_CSV_MAX_BYTES) throw new PayloadTooLarge(m.fileTooLarge(CUSTOMER_CSV_MAX_MB));
  const reader = await openCsv(new Uint8Array(await file.arrayBuffer()), {
    columns: CUSTOMER_CSV_COLUMNS,
    aliases: CUSTOMER_CSV_ALIASES,
    required: ["email"],
    maxRows: CUSTOMER_CSV_MAX_ROWS,
  });
  try {
    return await inTransaction(ctx, async (tx) => {
      // A real run holds off other account openings (an email it creates stays free until it commits).
      if (!options.dryRun) await tx.db.execute(sql`lock table ${users} in share row exclusive mode`);
      const state: ImportState = { lookups: await loadLookups(tx), seen: new Map() };
      const report: CustomerImportReport = {
        dry_run: options.dryRun,
        applied: false,
        created: 0,
        updated: 0,
        unchanged: 0,
        refused: [],
        refused_total: 0,
        refused_rows: 0,
        changes: [],
        changes_total: 0,
        invitations: 0,
      };
      const createdIds: number[] = [];
      for await (const batch of reader.batches(BATCH)) {
        const emails = [...new Set(batch.flatMap((r) => (r.cells.email === undefined ? [] : [r.cells.email.trim().toLowerCase()])))];
        const stored = await storedAccounts(tx, emails);
        const toWrite: Judged[] = [];
        for (const csvRow of batch) {
          const { judged, problems } = judgeRow(state, csvRow, csvRow.cells.email === undefined ? undefined : stored.get(csvRow.cells.email.trim().toLowerCase()));
          if (problems.length > 0) {
            report.refused_total += problems.length;
            report.refused_rows += 1;
            for (const p of problems) if (report.refused.length < CUSTOMER_IMPORT_REPORT_LIMIT) report.refused.push(p);
            continue;
          }
          if (!judged) continue;
          const action = !judged.stored ? "create" : Object.keys(judged.changed).length > 0 ? "update" : null;
          if (action === null) {
            report.unchanged += 1;
            continue;
          }
          if (action === "create") report.created += 1;
          else report.updated += 1;
          report.changes_total += 1;
          if (report.changes.length < CUSTOMER_IMPORT_REPORT_LIMIT) report.changes.push({ row: judged.row, email: judged.email, action, fields: judged.changed });
          toWrite.push(judged);
        }
        if (!options.dryRun && report.refused_total === 0) createdIds.push(...(await writeBatch(tx, toWrite)));
      }
      report.invitations = report.created;
      report.applied = !options.dryRun && report.refused_total === 0;
      if (!options.dryRun && !report.applied) throw new Refused({ ...report, invitations: 0, detail: m.importRefused(report.refused_rows) });
      if (report.applied) {
        await recordAudit(tx, { action: "import", entity: "import", after: { kind: "customers", file: file.name, created: report.created, updated: report.updated, unchanged: report.unchanged } });
        if (createdIds.length > 0) afterCommit(tx, () => sendImportInvitations(ctx, createdIds, options.requestUrl).catch((error: unknown) => logger.error({ err: error }, "customer import invitations failed")));
      }
      return report;
    });
  } catch (error) {
    if (error instanceof Refused) return error.report;
    throw error;
  }
}

function shopLink(path: string, requestUrl: URL): string {
  return new URL(path, getEnv().PUBLIC_URL ?? requestUrl.origin).toString();
}

/**
 * Invites these customers to choose their password, `batch` at a time with `pauseMs` between two
 * batches. Each batch first claims its customers (invited_at set where it is null and the account
 * has no password): a customer already invited, or who has a password, is skipped, so none is ever
 * invited twice. Each is sent the code of the password-reset flow (lib/identity/password-reset.ts)
 * in their language, as staff's create-customer does; a send that fails gives the claim back, so
 * that a later invitation may go. Answers how many were sent.
 */
export async function sendImportInvitations(ctx: Ctx, customerIds: readonly number[], requestUrl: URL, options: { batch?: number; pauseMs?: number } = {}): Promise<number> {
  const size = options.batch ?? INVITATION_BATCH;
  const pause = options.pauseMs ?? INVITATION_PAUSE_MS;
  const { name: shop } = companyContact();
  let sent = 0;
  for (let start = 0; start < customerIds.length; start += size) {
    if (start > 0 && pause > 0) await new Promise((resolve) => setTimeout(resolve, pause));
    const ids = customerIds.slice(start, start + size);
    const claimed = await ctx.db
      .update(users)
      .set({ invitedAt: new Date() })
      .where(and(inArray(users.id, [...ids]), isNull(users.invitedAt), isNull(users.passwordHash), eq(users.role, "Customer")))
      .returning({ id: users.id, email: users.email, locale: users.locale });
    for (const customer of claimed) {
      try {
        const code = await issueResetCode(ctx, customer.id, INVITATION_CODE_TTL_MS);
        const locale = customer.locale ?? DEFAULT_LOCALE;
        const link = shopLink(localizedPath(`/validateCode?email=${encodeURIComponent(customer.email)}`, locale), requestUrl);
        const t = translator(locale, "accountsMail");
        await sendMail({ to: customer.email, subject: t("invitationSubject", { shop }), text: t("invitationText", { shop, email: customer.email, code, days: String(INVITATION_CODE_TTL_DAYS), link }) });
        sent += 1;
      } catch (error) {
        logger.error({ err: error, userId: customer.id }, "import invitation email failed");
        await ctx.db.update(users).set({ invitedAt: null }).where(eq(users.id, customer.id));
      }
    }
  }
  return sent;
}
