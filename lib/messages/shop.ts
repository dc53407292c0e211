/* Strings shown to users (DESIGN.md rule 10), area "shop": texts quoted in SPEC.md are verbatim,
 * misspellings included. One file per area, so a page's bundle carries only the areas it renders. */
export const shopMessages = {
  ourProducts: "Our products",
  loginToSeePrice: "Login to see price",
  outOfStock: "Temporary out of stock",
  caseOf: (n: number) => (n === 1 ? "Sold by the unit" : `Case of ${n}`),
  promo101: "10-1 promotion",
  noProducts: "No products yet.",
  productImageAlt: (name: string) => name,
  placeholderImageAlt: (name: string) => `No picture of ${name}`,
  addToCart: "Add to cart",
  addToCartLabel: (name: string) => `Add ${name} to cart`,
  addedToCart: (quantity: number, name: string) => `${quantity}x ${name} added to cart`,
  cad: "CAD",
  was: "was",
};
