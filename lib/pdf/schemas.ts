import "server-only";
import type { z } from "zod";
import { productListQuerySchema } from "@/lib/shared/catalog/product-query";
import { catalogErrorMessages as messages } from "@/lib/shared/messages/errors-catalog";
import { optionalIdText } from "@/lib/shared/validation/primitives";

/*
 * The query of GET /api/products/generate/pdf/ (docs/product.md §7): ?category={id} or ?search={text}, or
 * both, as the /products page's Download PDF link sends them. The same fields, primitives and
 * messages as the catalogue's own query, so the PDF holds exactly what the catalogue shows.
 * ?customer={id} (issue 30) makes it that customer's price sheet. Client-safe.
 */
export const catalogueQuerySchema = productListQuerySchema.pick({ search: true, category: true }).extend({
  customer: optionalIdText(messages.priceSheetCustomerId).describe(
    "A customer's id: the document becomes that customer's price sheet — their case and unit prices under their price list in force today (list prices without one), quantity breaks, their company on the title page, in their language. A staff account or an unknown id is a 400.",
  ),
});

export type CatalogueQuery = z.output<typeof catalogueQuerySchema>;
