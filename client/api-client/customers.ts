import type { Customer } from "@/lib/customers/customers-admin";
import type { Profile } from "@/lib/customers/profile";
import type { Page } from "@/lib/http/page-envelope";
import { endpoint, schemaRef } from "./endpoint";

/* The back office's customer calls (docs/product.md §7 users), staff only. Profile edits: updateProfile in ./accounts. */

export type { Customer };

const schemas = () => import("@/lib/shared/accounts/customer-schemas");
const accountSchemas = () => import("@/lib/shared/accounts/schemas");

/** 16 a page: ?search=, ?verified=false for those awaiting verification, ?page=. */
export const listCustomers = endpoint<Page<Customer>>()({
  method: "GET",
  path: "/api/users/customers_list/",
  query: schemaRef(schemas, "customerListQuerySchema"),
});

/** Every customer by company, not paginated (pickers). */
export const allCustomers = endpoint<Customer[]>()({ method: "GET", path: "/api/users/customers_list_v2/" });

/** Creates a customer, who is emailed a code to choose their password; the email goes in as the username. */
export const createCustomer = endpoint<Customer>()({
  method: "POST",
  path: "/api/users/profile/",
  body: schemaRef(schemas, "customerCreateSchema"),
  errorKeys: ["email"],
});

export const setCustomerVerified = endpoint<Profile>()({
  method: "PATCH",
  path: "/api/users/profile_verification/{id}/",
  body: schemaRef(accountSchemas, "verificationSchema"),
});

/** Answers nothing (204). */
export const deleteCustomer = endpoint<null>()({ method: "DELETE", path: "/api/users/profile/{id}/" });

/** Ends every API token and web session of a customer; answers {detail}. */
export const revokeCustomerTokens = endpoint<{ detail: string }>()({ method: "POST", path: "/api/users/revoke_tokens/{id}/" });
