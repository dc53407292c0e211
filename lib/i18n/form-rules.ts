import "server-only";
import { quickOrderSchemaTexts } from "@/lib/shared/cart/quick-order-schemas";
import { DEFAULT_LOCALE, type Locale } from "@/lib/shared/i18n/locales";
import { orderGuideSchemaTexts } from "@/lib/shared/orders/order-guide-schemas";
import { STAFF_CALL_TEXTS_EN } from "@/lib/shared/orders/schemas";
import { patternArguments, type FormRuleTable } from "@/lib/shared/i18n/form-rule-table";
import { englishIndexOf, translate } from "./answer-language";
import { catalogueOf, type Namespace } from "./translator";

/*
 * The forms' own checks in the page's language (docs/i18n.md). A form checks its fields in the
 * browser with the zod schema the API validates with, whose rule texts are English (the API's
 * answers are put in the caller's language afterwards, lib/i18n/answer-language.ts). A French page
 * is given this table so that the browser does the same: each English rule text a form may show is
 * looked up, a text without arguments to its French, one with arguments by its pattern to the
 * French message it is written again from (client/ui/rule-text.tsx). English pages get none.
 */

/** The namespaces whose every message a form's check may say: the shared primitives and the API's rule texts. */
const RULE_NAMESPACES = ["validation", "fields", "errorsAccounts", "errorsOrders", "errorsProducts", "errorsCatalog"] as const satisfies readonly Namespace[];

/** Namespaces of page texts that also hold a few schema rule texts: only those are given. */
const SCHEMA_TEXT_NAMESPACES = ["quickOrderLineErrors", "quickOrder", "orderGuide", "adminOrders", "adminCheckout"] as const satisfies readonly Namespace[];
const SCHEMA_TEXTS: readonly string[] = [...Object.values(quickOrderSchemaTexts), ...Object.values(orderGuideSchemaTexts), ...Object.values(STAFF_CALL_TEXTS_EN)];

const tables = new Map<Locale, FormRuleTable>();

/** The table a page in `locale` gives its forms; null in English, where the rules already speak the page's language. */
export function formRuleTable(locale: Locale): FormRuleTable | null {
  if (locale === DEFAULT_LOCALE) return null;
  const known = tables.get(locale);
  if (known) return known;

  const rules = englishIndexOf(RULE_NAMESPACES);
  const schemaTexts = englishIndexOf(SCHEMA_TEXT_NAMESPACES);
  const exact: Record<string, string> = {};
  for (const [text, { namespace, key }] of rules.exact) {
    const written = translate(namespace, key, {}, locale);
    if (written !== null && written !== text) exact[text] = written;
  }
  for (const text of SCHEMA_TEXTS) {
    const found = schemaTexts.exact.get(text);
    const written = found && translate(found.namespace, found.key, {}, locale);
    if (written) exact[text] = written;
  }

  const schemaPatterns = schemaTexts.patterns.filter((pattern) => SCHEMA_TEXTS.some((text) => patternArguments(pattern, text)));
  const messages: Record<string, unknown> = {};
  const patterns: FormRuleTable["patterns"] = [];
  const catalogue = catalogueOf(locale) as unknown as Record<string, Record<string, unknown>>;
  for (const pattern of [...rules.patterns, ...schemaPatterns]) {
    const id = `${pattern.namespace}_${pattern.key.replaceAll(".", "_")}`;
    const message = pattern.key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], catalogue[pattern.namespace]);
    if (message === undefined) continue;
    messages[id] = message;
    patterns.push({ id, source: pattern.regex.source, groups: pattern.groups, selects: pattern.selects });
  }
  const table = { locale, exact, patterns, messages };
  tables.set(locale, table);
  return table;
}
