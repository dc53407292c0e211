/* Strings shown to users (docs/architecture.md rule 10), area "pdf": the printed catalogue a sales rep hands to
 * a customer (GET /api/products/generate/pdf/). Texts quoted in docs/product.md are verbatim. One file per
 * area, so a page's bundle carries only the areas it renders. */
export const pdfMessages = {
  documentTitle: "Wholesale catalogue",
  subject: "Products, case sizes and prices",
  /** The title page's line under the title. */
  pricesAsOf: (date: string) => `Prices as of ${date}`,
  coversAll: "All products",
  coversCategory: (category: string) => `Category: ${category}`,
  coversSearch: (search: string) => `Products matching “${search}”`,
  coversSearchInCategory: (search: string, category: string) => `Products matching “${search}” in ${category}`,
  productCount: (count: number) => `${count.toLocaleString("en-CA")} ${count === 1 ? "product" : "products"}`,
  contactHeading: "Orders and enquiries",
  phone: "Tel.",
  email: "Email",
  howToRead: "How to read this catalogue",
  legend: [
    "Prices are in Canadian dollars (CAD) per unit, before tax; products are sold by the case.",
    "Tax code G: GST (5%) is added at checkout. Tax code E: tax exempt.",
    "A struck-out price is the list price; the price beside it is after the discount shown.",
    "Buy 10, get 1 free: one free unit when you order 10 or more units of the product.",
    "Prices and availability may change without notice; your order confirmation is final.",
  ],
  empty: "No products match this selection.",
  uncategorised: "Other products",
  continued: (heading: string) => `${heading} (continued)`,
  columns: { product: "Product", item: "Item code", barcode: "Barcode", caseSize: "Case", tax: "Tax", price: "Unit price" },
  caseOf: (units: number) => `${units}`,
  noBarcode: "—",
  noImage: "No image",
  discount: (percent: string) => `-${percent}%`,
  promo101: "Buy 10, get 1 free",
  outOfStock: "Temporary out of stock",
  pageFooter: "Prices in CAD per unit before tax · G: GST 5% · E: exempt",
  page: (n: number) => `Page ${n}`,
  /** The file name of the download, by date in the shop's time zone. */
  fileName: (date: string) => `catalogue-${date}.pdf`,
};
