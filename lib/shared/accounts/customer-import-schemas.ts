import { z } from "zod";
import { importErrorMessages as m } from "@/lib/shared/messages/errors-import";
import { ordersErrorMessages } from "@/lib/shared/messages/errors-orders";
import { choice } from "@/lib/shared/validation/primitives";

/*
 * POST /api/users/import/ (issue 32, docs/data-exchange.md "Customers"): the query, the multipart
 * body and the report, shared by the route, the domain module and (as types) the import screen.
 * Client-safe: no server imports.
 */

/** The columns, by the customer admin API's field names (town_city as the CSV writes it). */
export const CUSTOMER_CSV_COLUMNS = [
  "email",
  "company",
  "first_name",
  "last_name",
  "phone_number",
  "address",
  "town_city",
  "state",
  "zipcode",
  "country",
  "verified",
  "price_list",
  "locale",
] as const;
export type CustomerCsvColumn = (typeof CUSTOMER_CSV_COLUMNS)[number];

/** Other names a header may use: the French ones (matched without accents, spaces as _) and a few English. */
export const CUSTOMER_CSV_ALIASES: Readonly<Record<string, CustomerCsvColumn>> = {
  courriel: "email",
  adresse_courriel: "email",
  e_mail: "email",
  entreprise: "company",
  societe: "company",
  compagnie: "company",
  prenom: "first_name",
  nom: "last_name",
  nom_de_famille: "last_name",
  phone: "phone_number",
  telephone: "phone_number",
  adresse: "address",
  towncity: "town_city",
  city: "town_city",
  ville: "town_city",
  province: "state",
  postal_code: "zipcode",
  code_postal: "zipcode",
  pays: "country",
  verifie: "verified",
  liste_de_prix: "price_list",
  language: "locale",
  langue: "locale",
};

export const CUSTOMER_CSV_MAX_MB = 5;
export const CUSTOMER_CSV_MAX_BYTES = CUSTOMER_CSV_MAX_MB * 1024 * 1024;
export const CUSTOMER_CSV_MAX_ROWS = 10_000;
/** How many refusals and changes the report lists (the totals count them all). */
export const CUSTOMER_IMPORT_REPORT_LIMIT = 500;

export const customerImportQuerySchema = z.object({
  dry_run: choice(["true", "false"], ordersErrorMessages.trueOrFalse)
    .optional()
    .transform((v) => v !== "false"),
});

const isFile = (v: unknown): v is File => typeof File !== "undefined" && v instanceof File;

/** The multipart body: `file`, the CSV. */
export const customerImportSchema = z.object({
  file: z.custom<File>((v) => isFile(v) && v.size > 0, m.fileRequired),
});

export interface CustomerImportRefusal {
  /** The row as a spreadsheet numbers it: the header is row 1. */
  row: number;
  /** null: the whole row. */
  column: CustomerCsvColumn | null;
  reason: string;
}

export type CustomerCsvValue = string | boolean | null;

export interface CustomerImportChange {
  row: number;
  email: string;
  action: "create" | "update";
  fields: Partial<Record<CustomerCsvColumn, { before: CustomerCsvValue; after: CustomerCsvValue }>>;
}

export interface CustomerImportReport {
  dry_run: boolean;
  /** Whether the customers were written: never on a dry run, never when a row is refused. */
  applied: boolean;
  created: number;
  updated: number;
  unchanged: number;
  refused: CustomerImportRefusal[];
  refused_total: number;
  refused_rows: number;
  changes: CustomerImportChange[];
  changes_total: number;
  /** The new customers who are (or, on a dry run, would be) emailed an invitation to choose a password. */
  invitations: number;
  /** Only when rows are refused on a real run (the 400). */
  detail?: string;
}
