/* Strings shown to users (docs/architecture.md rule 10), area "offline": texts quoted in docs/product.md are verbatim,
 * misspellings included. One file per area, so a page's bundle carries only the areas it renders. */
export const offlineMessages = {
  banner: "No internet, please check your connection!",
  formNeedsConnection: "You are offline. Connect to the internet to continue.",
};
