import { setCustomerVerified } from "@/lib/customers/customers-admin";
import { verificationSchema } from "@/lib/shared/accounts/schemas";
import { apiRoute } from "@/lib/entry/api-route";
import { pathIds } from "@/lib/shared/validation/primitives";

const params = pathIds("id");

export const PATCH = apiRoute(
  { access: "admin", summary: "Staff verify or unverify a customer: {verified}. A customer who becomes verified is emailed.", params, body: verificationSchema },
  ({ ctx, params, body, url }) => setCustomerVerified(ctx, params.id, body.verified, url),
);
