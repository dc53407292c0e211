import type { ReactNode } from "react";
import { FormRulesProvider } from "@/client/ui/rule-text";
import { formRuleTable } from "@/lib/i18n/form-rules";
import { pageLocale } from "@/lib/i18n/page-locale";

/**
 * Around a page's forms: their own checks (the shared zod schemas' English rule texts) shown in the
 * page's language (lib/i18n/form-rules.ts). A French page carries the table (some 20 kB of its
 * payload), so only the pages with forms have it: the account pages, the back office, the cart,
 * checkout, quick order, order edit and profile pages.
 */
export async function FormRules({ children }: { children: ReactNode }) {
  return <FormRulesProvider table={formRuleTable(await pageLocale())}>{children}</FormRulesProvider>;
}
