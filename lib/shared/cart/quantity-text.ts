import type { Translator } from "@/lib/shared/i18n/translator-type";

/**
 * A quantity in cases first and units second (issue 25): "3 cases · 144 units"; sold by the unit,
 * "130 units"; units that are not whole cases (staff only), "5 cases + 10 units · 130 units (broken case)".
 */
export function casesAndUnits(t: Translator<"shop">, units: number, box: number): string {
  const cases = Math.floor(units / box);
  const rest = units - cases * box;
  const kind = box <= 1 ? "units" : rest === 0 ? "whole" : cases === 0 ? "broken" : "mixed";
  return t("casesAndUnits", { kind, units, cases, rest });
}

/** docs/product.md's "{quantity}x {product name} added to cart", the quantity in cases with the units after it. */
export function addedToCart(t: Translator<"shop">, cases: number, name: string, box: number): string {
  return t("addedToCart", { cases, name, box, units: cases * box });
}
