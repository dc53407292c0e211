/* Strings shown to users (docs/architecture.md rule 10), area "api-client": what the browser shows when a
 * call of the REST API fails without the server's own words. One file per area, so a page's
 * bundle carries only the areas it renders. */
export const apiClientMessages = {
  fallback: "Something went wrong. Please try again.",
  unreachable: "The shop could not be reached. Please check your connection.",
};
