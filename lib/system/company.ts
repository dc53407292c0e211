import "server-only";
import { getEnv } from "@/lib/env";

/** The shop's own contact details for the page banner (settings COMPANY_*). */
export function companyContact() {
  const env = getEnv();
  return {
    name: env.COMPANY_NAME,
    address: env.COMPANY_ADDRESS,
    phones: env.COMPANY_PHONES,
    email: env.COMPANY_EMAIL,
    paymentTerms: env.COMPANY_PAYMENT_TERMS,
  };
}
