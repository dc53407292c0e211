import { createCustomer } from "@/lib/customers/customers-admin";
import { customerCreateSchema } from "@/lib/shared/accounts/customer-schemas";
import { apiRoute } from "@/lib/entry/api-route";

export const POST = apiRoute(
  {
    access: "admin",
    summary: "Staff create a customer (username = email, verified by default, no password): they are emailed a code to choose their password, in the language staff chose for them (language: en-CA or fr-CA, stored as their choice; English when none).",
    body: customerCreateSchema,
    status: 201,
  },
  ({ ctx, body, url }) => createCustomer(ctx, body, url),
);
