/*
 * Every string shown to users (DESIGN.md rule 10). Texts quoted in SPEC.md are verbatim,
 * misspellings included.
 */
export const messages = {
  shop: {
    ourProducts: "Our products",
    loginToSeePrice: "Login to see price",
    outOfStock: "Temporary out of stock",
    caseOf: (n: number) => (n === 1 ? "Sold by the unit" : `Case of ${n}`),
    promo101: "10-1 promotion",
    noProducts: "No products yet.",
    productImageAlt: (name: string) => name,
    placeholderImageAlt: (name: string) => `No picture of ${name}`,
  },
  layout: {
    skipToContent: "Skip to content",
    contactBanner: "Contact us",
    mainNavigation: "Main navigation",
    footer: (company: string, year: number) => `© ${year} ${company}. Wholesale to the food trade across Canada.`,
  },
  offline: {
    banner: "No internet, please check your connection!",
  },
  toasts: {
    orderCreated: "Order created succesfully",
    orderEdited: "Order edited succesfully",
    productEdited: "Product edited succesfully",
    productAdded: "Product added succesfully",
    categoryAdded: "Category added succesfully",
    categoryEdited: "Category edited succesfully",
    categoryRestored: "Category restored succesfully",
    vendorAdded: "Vendor added succesfully",
    vendorEdited: "Vendor edited succesfully",
    customerUpdated: "Customer updated succesfully",
    customerDeleted: "Customer deleted succesfully",
    customerCreated: "Customer created succesfully",
    profileUpdated: "Profile updated succesfully",
  },
} as const;
