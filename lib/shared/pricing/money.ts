// Money is integer cents (docs/architecture.md rule 5). These helpers convert at the edges: numeric(12,2)
// strings from PostgreSQL, JSON amounts, and display text.

// Optional sign, digits, optional fraction. Either side of the point may be empty, not both.
const DECIMAL_PATTERN = /^([+-]?)(\d*)(?:\.(\d*))?$/;

function assertSafeInteger(value: number, name: string): void {
  if (!Number.isSafeInteger(value)) {
    throw new RangeError(`${name} must be a safe integer, got ${String(value)}`);
  }
}

interface DecimalParts {
  negative: boolean;
  whole: string;
  fraction: string;
}

/** Splits decimal text into sign and digit strings; at most 2 fraction digits. */
function splitDecimal(text: string): DecimalParts {
  const match = DECIMAL_PATTERN.exec(text.trim());
  const whole = match?.[2] ?? "";
  const fraction = match?.[3] ?? "";
  if (!match || (whole === "" && fraction === "")) {
    throw new RangeError(`Not a decimal amount: ${JSON.stringify(text)}`);
  }
  if (fraction.length > 2) {
    throw new RangeError(`More than 2 decimals: ${JSON.stringify(text)}`);
  }
  return { negative: match[1] === "-", whole, fraction };
}

/** Decimal text to hundredths, exactly (no float maths). */
function parseHundredths(text: string): number {
  const { negative, whole, fraction } = splitDecimal(text);
  // One integer parse of the digit string: exact whenever the result is a safe integer.
  const magnitude = Number((whole || "0") + fraction.padEnd(2, "0"));
  if (!Number.isSafeInteger(magnitude)) {
    throw new RangeError(`Amount out of range: ${JSON.stringify(text)}`);
  }
  return negative && magnitude !== 0 ? -magnitude : magnitude;
}

/** A JS number rounded to hundredths via toFixed(2), so 0.1 + 0.2 gives 30, not 30.000000000000004. */
function numberToHundredths(value: number): number {
  if (!Number.isFinite(value)) {
    throw new RangeError(`Not a finite amount: ${String(value)}`);
  }
  // toFixed switches to exponent notation at 1e21; parseHundredths rejects that as out of range.
  return parseHundredths(value.toFixed(2));
}

/**
 * CAD amount to integer cents. Strings ("12.34", "12.3", "12", "-0.50", as PostgreSQL prints
 * numeric(12,2)) are parsed digit by digit; numbers are rounded to the cent with toFixed(2).
 * Throws RangeError on NaN, Infinity, non-numeric text, or a string with more than 2 decimals.
 */
export function toCents(value: string | number): number {
  return typeof value === "number" ? numberToHundredths(value) : parseHundredths(value);
}

/** Integer cents to a plain decimal string for numeric columns and JSON: 1234 → "12.34", -5 → "-0.05". */
export function centsToDecimal(cents: number): string {
  assertSafeInteger(cents, "cents");
  const digits = String(Math.abs(cents)).padStart(3, "0");
  const sign = cents < 0 ? "-" : "";
  return `${sign}${digits.slice(0, -2)}.${digits.slice(-2)}`;
}

const cadFormats = {
  "en-CA": new Intl.NumberFormat("en-CA", { style: "currency", currency: "CAD" }),
  "fr-CA": new Intl.NumberFormat("fr-CA", { style: "currency", currency: "CAD" }),
};

/**
 * Display form, in en-CA by default: 123456 → "$1,234.56", -5 → "-$0.05"; in fr-CA
 * "1 234,56 $" (non-breaking spaces). The "$" carries no "CA" prefix; screens that must say CA$ or
 * $CAD (SPEC §9) add it in their label. Exact for |cents| ≤ 10^15.
 */
export function formatCad(cents: number, locale: "en-CA" | "fr-CA" = "en-CA"): string {
  assertSafeInteger(cents, "cents");
  // cents / 100 is the nearest double to the amount; rounding it to 2 decimals recovers it exactly.
  return cadFormats[locale].format(cents === 0 ? 0 : cents / 100);
}

/**
 * A discount percent ("special") to basis points of a percent, i.e. hundredths: "12.5" → 1250,
 * 7 → 700. Blank means 0; above 100 becomes 100 (10000). Negative values, non-numeric text and
 * strings with more than 2 decimals throw RangeError.
 */
export function parsePercent(value: string | number): number {
  if (typeof value === "number") {
    if (value > 100 && Number.isFinite(value)) return 10000;
    return capPercent(numberToHundredths(value), value);
  }
  if (value.trim() === "") return 0;
  const { negative, whole } = splitDecimal(value);
  // More than 3 integer digits is above 100 whatever follows (unless negative: rejected below).
  if (!negative && whole.replace(/^0+/, "").length > 3) return 10000;
  return capPercent(parseHundredths(value), value);
}

function capPercent(hundredths: number, original: string | number): number {
  if (hundredths < 0) {
    throw new RangeError(`Discount cannot be negative: ${String(original)}`);
  }
  return Math.min(hundredths, 10000);
}
