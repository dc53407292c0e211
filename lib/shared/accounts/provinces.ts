/** Canada's provinces and territories, by the two-letter code the shop stores (docs/product.md "state"). Client-safe. */
export const PROVINCES = [
  { code: "AB", name: "Alberta" },
  { code: "BC", name: "British Columbia" },
  { code: "MB", name: "Manitoba" },
  { code: "NB", name: "New Brunswick" },
  { code: "NL", name: "Newfoundland and Labrador" },
  { code: "NT", name: "Northwest Territories" },
  { code: "NS", name: "Nova Scotia" },
  { code: "NU", name: "Nunavut" },
  { code: "ON", name: "Ontario" },
  { code: "PE", name: "Prince Edward Island" },
  { code: "QC", name: "Quebec" },
  { code: "SK", name: "Saskatchewan" },
  { code: "YT", name: "Yukon" },
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

const BY_FOLDED = new Map<string, ProvinceCode>(PROVINCES.flatMap((p) => [[fold(p.code), p.code] as const, [fold(p.name), p.code] as const]));

/**
 * The code of a province or territory given by its code or its name (any case, accents aside:
 * "bc", "British Columbia", "Québec"), or null when it names none. The one rule every province field
 * is checked by (lib/shared/validation/primitives.ts province()).
 */
export function provinceCode(value: string): ProvinceCode | null {
  return BY_FOLDED.get(fold(value)) ?? null;
}

/** The name shown for a stored code ("BC" → "British Columbia"); an older free-text value as it is. */
export function provinceName(value: string): string {
  return PROVINCES.find((p) => p.code === value)?.name ?? value;
}
