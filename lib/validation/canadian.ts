import { z } from "zod";

/*
 * DESIGN.md's deliberate differences: a zip is a Canadian postal code (A1A 1A1, any case, space
 * optional, stored as "A1A 1A1"); phone numbers keep SPEC.md's digits-only rule.
 * Client-safe: shared by forms and the server.
 */

const POSTAL = /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] ?\d[ABCEGHJ-NPRSTV-Z]\d$/;

export function normalizePostalCode(value: string): string {
  const compact = value.replace(/\s+/g, "").toUpperCase();
  return compact.length === 6 ? `${compact.slice(0, 3)} ${compact.slice(3)}` : value.trim().toUpperCase();
}

export const postalCodeSchema = z
  .string()
  .trim()
  .min(1, "This field is required.")
  .transform(normalizePostalCode)
  .refine((v) => POSTAL.test(v), "Enter a Canadian postal code, e.g. V6B 1A1.");

export const phoneSchema = z
  .string()
  .trim()
  .min(1, "This field is required.")
  .max(20, "Phone number is too long.")
  .regex(/^\d+$/, "Phone number accepts digits only.");

export const emailSchema = z
  .string()
  .trim()
  .min(1, "Please enter valid email address")
  .max(254, "Please enter valid email address")
  .pipe(z.email("Please enter valid email address"));
