import "server-only";
import type { Actor } from "@/lib/context/actor";
import { Forbidden, Unauthenticated } from "@/lib/shared/errors/domain-errors";
import { accountsErrorMessages } from "@/lib/shared/messages/errors-accounts";

/*
 * Who may do what (docs/product.md §6), for domain functions: 401 without an identity, 403 with the wrong one.
 */

export type UserActor = Extract<Actor, { kind: "user" }>;

export function requireUser(actor: Actor): UserActor {
  if (actor.kind !== "user") throw new Unauthenticated();
  return actor;
}

export function requireAdmin(actor: Actor): UserActor {
  const user = requireUser(actor);
  if (user.role !== "Admin") throw new Forbidden();
  return user;
}

/** Verified customers and admins: prices, cart, checkout. */
export function requireVerified(actor: Actor): UserActor {
  const user = requireUser(actor);
  if (user.role !== "Admin" && !user.verified) throw new Forbidden(accountsErrorMessages.awaitingVerification);
  return user;
}

/** Verified customers only: their own checkout and orders (admins order from the admin cart). */
export function requireVerifiedCustomer(actor: Actor): UserActor {
  const user = requireVerified(actor);
  if (user.role !== "Customer") throw new Forbidden(accountsErrorMessages.adminsUseAdminCart);
  return user;
}
