import { revokeCustomerTokens } from "@/lib/customers/customers-admin";
import { apiRoute } from "@/lib/entry/api-route";
import { translator } from "@/lib/i18n/translator";
import { pathIds } from "@/lib/shared/validation/primitives";

const params = pathIds("id");

export const POST = apiRoute(
  {
    access: "admin",
    summary: "Staff end every API token and web session of a customer at once (they can sign in again); answers {detail}. An admin's id is not found.",
    params,
  },
  async ({ ctx, params }) => {
    await revokeCustomerTokens(ctx, params.id);
    return { detail: translator(ctx.locale, "adminCustomers")("accessRevokedDetail") };
  },
);
