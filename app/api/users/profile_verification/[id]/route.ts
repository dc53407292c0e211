import { setCustomerVerified } from "@/lib/accounts/profile";
import { verificationSchema } from "@/lib/accounts/schemas";
import { apiRoute } from "@/lib/http/api-route";
import { pathIds } from "@/lib/validation/primitives";

const params = pathIds("id");

export const PATCH = apiRoute(
  { access: "admin", summary: "Staff verify or unverify a customer: {verified}.", params, body: verificationSchema },
  ({ ctx, params, body }) => setCustomerVerified(ctx, params.id, body.verified),
);
