/* Strings shown to users (docs/architecture.md rule 10), areas "quick order" and "reorder" (issue 14, points 4
 * and 5). One file per area, so a page's bundle carries only the areas it renders. */

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export const quickOrderMessages = {
  title: "Quick order",
  intro: "Type or paste item codes or barcodes with the number of cases, one per line. Lines copied from a spreadsheet work too.",
  linesLabel: "Item codes and cases",
  /** The examples name real item codes of the catalogue (quickOrderExample). */
  linesHint: (code: string) => `For example: ${code} 3, or ${code},3, or a code and a case count in two spreadsheet columns.`,
  placeholder: (first: string, second: string) => `${first} 3\n${second},2`,
  /** The example's code while the catalogue has no product to name. */
  exampleCode: "ITEM-CODE",
  fileLabel: "Or upload a CSV file",
  fileHint: (kb: number) => `A .csv file with the header item,cases (at most ${kb} kB).`,
  fileTooLarge: (kb: number) => `This file is larger than ${kb} kB. Split it into smaller files.`,
  fileUnreadable: "This file could not be read. Save it as CSV (comma-separated) and try again.",
  fileLoaded: (name: string) => `Loaded ${name}. Check the lines below.`,
  check: "Check lines",
  checking: "Checking…",
  checkShortcut: "Ctrl+Enter checks the lines.",
  clear: "Clear",
  resultsHeading: "Lines",
  resultsCaption: "Quick order lines",
  line: "Line",
  product: "Product",
  price: "Price",
  cases: "Cases",
  lineTotal: "Line total",
  status: "Status",
  ready: "Ready",
  mergedInto: (line: number) => `Added to line ${line} (same product)`,
  mergedFrom: (lines: number[]) => `Includes line${lines.length === 1 ? "" : "s"} ${lines.join(", ")} (same product)`,
  outOfStockAdmin: "Temporary out of stock (staff may still order it)",
  summary: (ready: number, problems: number) =>
    `${plural(ready, "line", "lines")} ready${problems ? ` · ${plural(problems, "line needs", "lines need")} attention` : ""}`,
  totalsHeading: "Ready to add",
  add: (n: number) => `Add ${plural(n, "line", "lines")} to cart`,
  adding: "Adding…",
  added: (n: number) => `${plural(n, "line", "lines")} added to cart`,
  problemsSkipped: "Lines with a problem are not added. Fix them above and check again to include them.",
  nothingToCheck: "Type or paste at least one line.",
  changedSinceCheck: "You changed the lines: check them again before adding them.",
  noneReady: "No line can be added yet. Fix the lines marked above.",
  emptyCartLink: "Order by item code",
  myOrdersLink: "Quick order by item code",
};

/**
 * The quick order's example (its hint and the empty box's placeholder) from up to two item codes
 * of the catalogue; a placeholder code while the catalogue has none.
 */
export function quickOrderExample(codes: readonly string[]): { hint: string; placeholder: string } {
  const first = codes[0] ?? quickOrderMessages.exampleCode;
  const second = codes[1] ?? first;
  return { hint: quickOrderMessages.linesHint(first), placeholder: quickOrderMessages.placeholder(first, second) };
}

/** Why a quick order line cannot be added (also the 400 of the add call, with the line number). */
export const quickOrderLineErrors = {
  format: "Write an item code, then the number of cases.",
  "missing-cases": "Add the number of cases after the code.",
  cases: "The number of cases must be a whole number of 1 or more.",
  "too-many-cases": "At most 9,999 cases per line.",
  unknown: (code: string) => `No product has the item code or barcode “${code}”.`,
  unknownName: (code: string) => `No product has the item code, barcode or name “${code}”.`,
  ambiguous: (name: string) => `“${name}” matches several products: pick one, or type its item code.`,
  trashed: "This product is no longer sold.",
  "out-of-stock": "Temporary out of stock.",
  "too-many-units": "That many units cannot go in one cart line.",
  onLine: (line: number, message: string) => `Line ${line}: ${message}`,
  tooManyLines: (max: number) => `At most ${max} lines per quick order. Split the list and add it in parts.`,
  nothingToAdd: "Add at least one line with an item code and a number of cases.",
};

export const reorderMessages = {
  button: "Reorder",
  buttonLabel: (id: number) => `Reorder order #${id}`,
  working: "Adding…",
  title: (id: number) => `Order #${id} again`,
  addedHeading: "Added to your cart at today's prices",
  noneAdded: "None of this order's products can be ordered now.",
  unavailableHeading: "Not added",
  addedLine: (cases: number, box: number, units: number) => `${plural(cases, "case", "cases")} × ${box} = ${plural(units, "unit", "units")}`,
  caseSizeChanged: (before: number, now: number) => `Case size changed from ${before} to ${now}: rounded up to whole cases.`,
  gone: "No longer sold",
  outOfStock: "Temporary out of stock",
  goToCart: "Go to cart",
  close: "Keep browsing",
};

/** What the reorder call answers for a line it could not add. */
export type ReorderUnavailableReason = "gone" | "out-of-stock";
