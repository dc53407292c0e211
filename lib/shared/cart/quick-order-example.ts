import type { Translator } from "@/lib/shared/i18n/translator-type";

/**
 * The quick order's example (its hint and the empty box's placeholder) from up to two item codes
 * of the catalogue; a placeholder code while the catalogue has none.
 */
export function quickOrderExample(t: Translator<"quickOrder">, codes: readonly string[]): { hint: string; placeholder: string } {
  const first = codes[0] ?? t("exampleCode");
  const second = codes[1] ?? first;
  return { hint: t("linesHint", { code: first }), placeholder: t("placeholder", { first, second }) };
}
