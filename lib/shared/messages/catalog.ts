/* Strings shown to users (docs/architecture.md rule 10), area "catalog": texts quoted in docs/product.md are verbatim,
 * misspellings included. One file per area, so a page's bundle carries only the areas it renders. */
import { catalogFilterMessages } from "./catalog-filters";

export const catalogMessages = {
  ...catalogFilterMessages,
  title: "Products",
  description: "Browse the wholesale catalogue: groceries, baking supplies, beverages, frozen food, dairy, packaging and cleaning supplies by the case.",
  searchTitle: (search: string) => `Search: ${search}`,
  pageSuffix: (page: number) => `page ${page}`,
  headingAll: "All products",
  headingSearch: (search: string) => `Results for “${search}”`,
  showing: (shown: number, total: number) => `Showing ${shown} of ${total} ${total === 1 ? "product" : "products"}`,
  inCategory: (category: string) => `in ${category}`,
  categories: "Categories",
  allCategories: "All",
  downloadPdf: "Download PDF",
  editProduct: "Edit product",
  editProductLabel: (name: string) => `Edit product ${name} (opens in a new tab)`,
  noResults: "No products match this view.",
  noResultsSearch: (search: string) => `No products match “${search}”.`,
  noResultsHint: "Check the spelling, try a shorter word or another category.",
  showAll: "Show all products",
};
