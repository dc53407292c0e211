/* Strings shown to users (docs/architecture.md rule 10), area "catalog", the part the catalogue's client
 * components (search, sort, category arrows, filters drawer) carry to the browser; the rest of the
 * area stays with the server in ./catalog.ts, which includes these too. */
export const catalogFilterMessages = {
  searchLabel: "Search products",
  searchPlaceholder: "Search by name",
  searchButton: "Search",
  sortLabel: "Sort by",
  sorts: {
    relevance: "Relevance",
    ordering: "Default order",
    name: "Name A–Z",
    "-name": "Name Z–A",
    price: "Price low–high",
    "-price": "Price high–low",
  },
  subcategoriesOf: (name: string) => `Subcategories of ${name}`,
  filters: "Filters",
  showFilters: "Show filters",
  closeFilters: "Close filters",
  filtersDescription: "Search, sort and pick a category.",
};
