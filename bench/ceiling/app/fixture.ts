/** 16 fixed product cards, about the size of a /products page's data. */
export const CARDS = Array.from({ length: 16 }, (_, i) => ({
  id: i + 1,
  item: `BEN-${String(i + 1).padStart(6, "0")}`,
  name: `Golden Valley Basmati Rice Extra Long Grain ${i + 1} kg`,
  slug: `golden_valley_basmati_rice_${i + 1}`,
  image: `/media/products/bench-rice-${i}.webp`,
  barcode: `06200000${String(i).padStart(4, "0")}1`,
  box_quantity: 4,
  stock: i % 7 !== 0,
  sales_tax_code: i % 3 ? "E" : "G",
  actions: i % 5 ? "None" : "10-1",
  categories: [{ id: 1 }, { id: 3 }],
  price: `${(12 + i * 1.37).toFixed(2)}`,
  special: i % 4 ? "0.00" : "10.00",
  discounted_price: `${(i % 4 ? 12 + i * 1.37 : (12 + i * 1.37) * 0.9).toFixed(2)}`,
}));
