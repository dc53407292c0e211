import "server-only";
import type { Ctx } from "@/lib/context/context";
import { getProfile } from "@/lib/customers/profile";
import { emitWebhookEvent, webhookReader } from "./events";

/*
 * customer.registered (issue 32, docs/webhooks.md), for the two ways an account is opened: public
 * registration (lib/identity/registration.ts, which may not import lib/customers) and staff creating
 * a customer. The data is the profile GET /api/users/profile/{id}/ answers staff.
 */
export async function emitCustomerRegistered(ctx: Ctx, userId: number): Promise<void> {
  await emitWebhookEvent(ctx, "customer.registered", () => getProfile(webhookReader(ctx), userId));
}
