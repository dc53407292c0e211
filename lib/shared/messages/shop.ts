/* Strings shown to users (docs/architecture.md rule 10), area "shop": texts quoted in docs/product.md are verbatim,
 * misspellings included. One file per area, so a page's bundle carries only the areas it renders. */
function plural(n: number, one: string, many: string): string {
  return `${n.toLocaleString("en-CA")} ${n === 1 ? one : many}`;
}

export const shopMessages = {
  ourProducts: "Our products",
  loginToSeePrice: "Login to see price",
  outOfStock: "Temporary out of stock",
  caseOf: (n: number) => (n === 1 ? "Sold by the unit" : `Case of ${n}`),
  /** The 10-1 promotion in words (docs/product.md's '+1 GRATIS' stays on cart and order lines). */
  promo101: "Buy 10, get 1 free",
  perUnit: (price: string) => `${price} / unit`,
  perCase: (price: string, n: number) => `${price} / case of ${n}`,
  unitSuffix: "CAD / unit",
  /**
   * A quantity in cases first and units second (issue 25): "3 cases · 144 units"; sold by the unit,
   * "130 units"; units that are not whole cases (staff only), "5 cases + 10 units · 130 units (broken case)".
   */
  casesAndUnits: (units: number, box: number) => {
    const all = plural(units, "unit", "units");
    if (box <= 1) return all;
    const cases = Math.floor(units / box);
    const rest = units - cases * box;
    if (rest === 0) return `${plural(cases, "case", "cases")} · ${all}`;
    return cases === 0 ? `${all} (broken case)` : `${plural(cases, "case", "cases")} + ${plural(rest, "unit", "units")} · ${all} (broken case)`;
  },
  freeUnit: (total: number) => `+1 GRATIS = ${plural(total, "unit", "units")}`,
  cases: "Cases",
  casesOf: (name: string) => `Cases of ${name}`,
  oneCaseMore: (name: string) => `One more case of ${name}`,
  oneCaseLess: (name: string) => `One case less of ${name}`,
  viewCart: "View cart",
  awaitingPrice: "Prices once your account is verified",
  loginToOrder: "Log in to order",
  openAccount: "Open a wholesale account",
  visitorOrderHint: "Prices and ordering are for registered businesses.",
  noProducts: "No products yet.",
  productImageAlt: (name: string) => name,
  placeholderImageAlt: (name: string) => `No picture of ${name}`,
  addToCart: "Add to cart",
  /** Under a disabled Add to cart while offline: short, it repeats down the grid. */
  addToCartOffline: "Offline: connect to add",
  addToCartLabel: (name: string) => `Add ${name} to cart`,
  /** docs/product.md's "{quantity}x {product name} added to cart", the quantity in cases with the units after it. */
  addedToCart: (cases: number, name: string, box: number) =>
    box > 1 ? `${cases}x ${name} added to cart (${plural(cases, "case", "cases")} · ${plural(cases * box, "unit", "units")})` : `${cases}x ${name} added to cart`,
  cad: "CAD",
  was: "was",
};
