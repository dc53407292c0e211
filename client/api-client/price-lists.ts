import type { PriceListDetail, PriceListImportReport, PriceListSummary } from "@/lib/shared/pricing/price-list-schemas";
import { endpoint, schemaRef } from "./endpoint";

/*
 * The back office's price list calls (issue 30, docs/api.md "Price lists"), staff only. Assigning a
 * list to a customer is the profile's PATCH ({price_list}: updateProfile in ./accounts); the CSV
 * export is a plain download link (GET /api/price-lists/{id}/export/).
 */

export type { PriceListDetail, PriceListImportReport, PriceListSummary };

const schemas = () => import("@/lib/shared/pricing/price-list-schemas");

/** Every list by name, with its counts; not paginated. */
export const listPriceLists = endpoint<PriceListSummary[]>()({ method: "GET", path: "/api/price-lists/" });

export const createPriceList = endpoint<PriceListDetail>()({
  method: "POST",
  path: "/api/price-lists/",
  body: schemaRef(schemas, "priceListCreateSchema"),
});

export const getPriceList = endpoint<PriceListDetail>()({ method: "GET", path: "/api/price-lists/{id}/" });

/** Any of name, valid_from, valid_to; `entries` replaces every entry. */
export const updatePriceList = endpoint<PriceListDetail>()({
  method: "PATCH",
  path: "/api/price-lists/{id}/",
  body: schemaRef(schemas, "priceListPatchSchema"),
});

/** Answers nothing (204); the list's customers buy at list prices again. */
export const deletePriceList = endpoint<null>()({ method: "DELETE", path: "/api/price-lists/{id}/" });

/** The CSV in `file`: {dry_run: "true"} judges it and writes nothing; a refused row refuses the whole file (400, the same report). */
export const importPriceList = endpoint<PriceListImportReport>()({
  method: "POST",
  path: "/api/price-lists/{id}/import/",
  body: schemaRef(schemas, "priceListImportSchema"),
  bodyType: "multipart",
  query: schemaRef(schemas, "priceListImportQuerySchema"),
});
