/* Strings shown to users (docs/architecture.md rule 10), area "ui": the kit of components/ui (tables, tabs,
 * pagination, dialogs, pickers). One file per area, so a page's bundle carries only the areas it renders. */
export const uiMessages = {
  pagination: "Pagination",
  previous: "Previous",
  next: "Next",
  previousPage: "Previous page",
  nextPage: "Next page",
  pageLabel: (page: number) => `Page ${page}`,
  morePages: "More pages",
  /** Read after a sortable column's name: what choosing the header does. */
  sortAscending: "sort ascending",
  sortDescending: "sort descending",
  noResults: "No results",
  cancel: "Cancel",
  confirmFailed: "That did not work. Please try again.",
  select: "Select…",
  search: "Search",
  searchPlaceholder: "Type to search",
  loading: "Loading…",
  tabCount: (count: number) => `(${count})`,
};
