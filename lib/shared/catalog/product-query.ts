import { z } from "zod";
import { catalogErrorMessages as messages } from "@/lib/shared/messages/errors-catalog";
import { choice, optionalIdText, pageText, queryFlag, text } from "@/lib/shared/validation/primitives";
import { PRODUCT_SORTS } from "./product-sorts";

/*
 * The query of GET /api/products/product_list/ and of the /products page (docs/product.md §7), one schema
 * for both. Client-safe.
 */


const SEARCH_MAX = 100;

/** ?is_deleted=true|false: the trash (admins only) or, by default, what is active. */
export function isDeletedQuery() {
  return choice(["true", "false"], messages.trueOrFalse)
    .optional()
    .transform((v) => v === "true");
}

export const productListQuerySchema = z.object({
  is_deleted: isDeletedQuery(),
  search: text({ max: SEARCH_MAX, maxMessage: messages.searchTooLong(SEARCH_MAX) })
    .optional()
    .transform((v) => v?.toLowerCase() || undefined),
  category: optionalIdText(messages.categoryChoice),
  sort: choice(PRODUCT_SORTS, messages.sortChoices(PRODUCT_SORTS)).optional(),
  no_image: queryFlag("no_image"),
  no_name_fr: queryFlag("no_name_fr"),
  need_to_reorder: queryFlag("need_to_reorder"),
  new_arrivals: queryFlag("new_arrivals"),
  special: queryFlag("special"),
  top_selling: queryFlag("top_selling"),
  page: pageText(),
});

export type ProductListQuery = z.output<typeof productListQuerySchema>;

/** GET /api/products/all_product_list/: the offline catalogue holds active products only. */
export const wholeCatalogueQuerySchema = z.object({ is_deleted: choice(["false"], messages.activeOnly).optional() });
