import { DEFAULT_LOCALE, inLocale, type Locale } from "@/lib/shared/i18n/locales";

/**
 * Canada's provinces and territories, by the two-letter code the shop stores (docs/product.md
 * "state"), with their official English and French names. Client-safe.
 */
export const PROVINCES = [
  { code: "AB", name: "Alberta", nameFr: "Alberta" },
  { code: "BC", name: "British Columbia", nameFr: "Colombie-Britannique" },
  { code: "MB", name: "Manitoba", nameFr: "Manitoba" },
  { code: "NB", name: "New Brunswick", nameFr: "Nouveau-Brunswick" },
  { code: "NL", name: "Newfoundland and Labrador", nameFr: "Terre-Neuve-et-Labrador" },
  { code: "NT", name: "Northwest Territories", nameFr: "Territoires du Nord-Ouest" },
  { code: "NS", name: "Nova Scotia", nameFr: "Nouvelle-Écosse" },
  { code: "NU", name: "Nunavut", nameFr: "Nunavut" },
  { code: "ON", name: "Ontario", nameFr: "Ontario" },
  { code: "PE", name: "Prince Edward Island", nameFr: "Île-du-Prince-Édouard" },
  { code: "QC", name: "Quebec", nameFr: "Québec" },
  { code: "SK", name: "Saskatchewan", nameFr: "Saskatchewan" },
  { code: "YT", name: "Yukon", nameFr: "Yukon" },
] as const;

export type ProvinceCode = (typeof PROVINCES)[number]["code"];

/** Case, accents, dots and spacing aside ("québec", "B.C.", "  british  columbia"). */
function fold(value: string): string {
  return value
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[.]/g, "")
    .replace(/\s+/g, " ")
    .trim();
}

const BY_FOLDED = new Map<string, ProvinceCode>(PROVINCES.flatMap((p) => [[fold(p.code), p.code] as const, [fold(p.name), p.code] as const, [fold(p.nameFr), p.code] as const]));

/**
 * The code of a province or territory given by its code or its name in either language (any case,
 * accents aside: "bc", "British Columbia", "Colombie-Britannique", "Québec"), or null when it names none. The one rule every province field
 * is checked by (lib/shared/validation/primitives.ts province()).
 */
export function provinceCode(value: string): ProvinceCode | null {
  return BY_FOLDED.get(fold(value)) ?? null;
}

/** The name shown for a stored code in a language ("BC" → "British Columbia", « Colombie-Britannique »); an older free-text value as it is. */
export function provinceName(value: string, locale: Locale = DEFAULT_LOCALE): string {
  const province = PROVINCES.find((p) => p.code === value);
  return province ? inLocale(locale, province.name, province.nameFr) : value;
}

/** The provinces and territories as a list offers them in a language: by name, in that language's order. */
export function provincesIn(locale: Locale): Array<{ code: ProvinceCode; name: string }> {
  return PROVINCES.map((p) => ({ code: p.code, name: provinceName(p.code, locale) })).sort((a, b) => a.name.localeCompare(b.name, locale));
}
