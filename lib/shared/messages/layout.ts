/* Strings shown to users (docs/architecture.md rule 10), area "layout": texts quoted in docs/product.md are verbatim,
 * misspellings included. One file per area, so a page's bundle carries only the areas it renders. */
export const layoutMessages = {
  verificationNotice: "Account verification",
  awaitingVerification: "Your account is awaiting verification: browse the catalogue now; prices and ordering open once we confirm your account.",
  callUs: "Questions? Call",
  skipToContent: "Skip to content",
  contactBanner: "Contact us",
  mainNavigation: "Main navigation",
  footer: (company: string, year: number) => `© ${year} ${company}. Wholesale to the food trade across Canada.`,
};
