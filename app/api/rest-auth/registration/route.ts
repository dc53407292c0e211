import { registerCustomer } from "@/lib/identity/registration";
import { registrationRequestSchema } from "@/lib/shared/accounts/schemas";
import { apiRoute } from "@/lib/entry/api-route";
import { clientIp } from "@/lib/security/client-ip";

export const POST = apiRoute(
  {
    access: "anonymous",
    summary: "Registers a customer account awaiting verification (username = email; limited per address); answers like a login, with a new API token.",
    body: registrationRequestSchema,
    status: 201,
  },
  ({ ctx, body, request }) => registerCustomer(ctx, { email: body.email, password: body.password1 }, clientIp(request)),
);
