import "server-only";
import { eq, sql } from "drizzle-orm";
import { users, type Role } from "@/db/schema";
import type { Actor } from "@/lib/context/actor";
import type { Ctx } from "@/lib/context/context";
import type { Locale } from "@/lib/shared/i18n/locales";
import { priceListInForce } from "@/lib/pricing/price-list-terms";
import { patchColumns } from "@/lib/shared/validation/patch-columns";

/** The columns needed to decide who someone is (never the password hash). */
export interface UserIdentity {
  id: number;
  email: string;
  username: string;
  role: Role;
  verified: boolean;
  tokenVersion: number;
  /** The language the user chose, or null until they choose one. */
  locale: Locale | null;
  /** The user's price list when it is in force today (issue 30), else null. */
  priceList: number | null;
}

/** The columns of UserIdentity, for every query that resolves someone (by id, login or token). */
export const identityColumns = {
  id: users.id,
  email: users.email,
  username: users.username,
  role: users.role,
  verified: users.verified,
  tokenVersion: users.tokenVersion,
  locale: users.locale,
  priceList: priceListInForce(),
};

export async function findIdentityById(ctx: Ctx, id: number): Promise<UserIdentity | null> {
  const [row] = await ctx.db.select(identityColumns).from(users).where(eq(users.id, id));
  return row ?? null;
}

/**
 * The one account a login names, with the password hash for verification: case-insensitively by
 * email first, else by username (both unique), so a username can never shadow another's email.
 */
export async function findCredentialsByLogin(
  ctx: Ctx,
  login: string,
): Promise<(UserIdentity & { passwordHash: string | null }) | null> {
  const key = login.trim().toLowerCase();
  const [row] = await ctx.db
    .select({ ...identityColumns, passwordHash: users.passwordHash })
    .from(users)
    .where(sql`lower(${users.email}) = ${key} or lower(${users.username}) = ${key}`)
    .orderBy(sql`lower(${users.email}) = ${key} desc`, users.id)
    .limit(1);
  return row ?? null;
}

/** The language a user chose (null: none, or no such user), for what is sent to them (docs/i18n.md). */
export async function chosenLocale(ctx: Ctx, userId: number | null | undefined): Promise<Locale | null> {
  if (userId === null || userId === undefined) return null;
  const [row] = await ctx.db.select({ locale: users.locale }).from(users).where(eq(users.id, userId));
  return row?.locale ?? null;
}

export function actorOf(user: UserIdentity): Actor {
  return { kind: "user", id: user.id, email: user.email, role: user.role, verified: user.verified, priceList: user.priceList };
}

/** The answer of login and registration (docs/product.md §7). */
export function loginAnswer(user: UserIdentity, key: string) {
  return { key, ...currentUserAnswer(user) };
}

/** Who is signed in, as GET /api/rest-auth/user/ answers it: the login answer without its key. */
export function currentUserAnswer(user: UserIdentity) {
  return { user: user.id, email: user.email, username: user.username, form: user.role, verified: user.verified };
}

/** The profile fields (what a customer may change of their own account), by API name. */
export interface ProfileFields {
  phone_number: string;
  first_name: string;
  last_name: string;
  country: string;
  address: string;
  townCity: string;
  state: string;
  zipcode: string;
  company: string;
  /** The language the user reads pages, answers and emails in; null until they choose (docs/i18n.md). */
  language: Locale | null;
}

/** The profile fields given, as users columns: what a PATCH changes, what a new account starts with. */
export const profileSet = patchColumns<ProfileFields, typeof users.$inferInsert>({
  phone_number: "phoneNumber",
  first_name: "firstName",
  last_name: "lastName",
  country: "country",
  address: "address",
  townCity: "townCity",
  state: "state",
  zipcode: "zipcode",
  company: "company",
  language: "locale",
});
