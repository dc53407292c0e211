/**
 * docs/product.md §5: the slug derives from the name — lowercased, punctuation removed, spaces to
 * underscores. Accents are folded too so that URLs stay plain ASCII ("Crème fraîche" → "creme_fraiche").
 */
export function slugify(name: string): string {
  return name
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9\s_-]/g, "")
    .trim()
    .replace(/[\s-]+/g, "_")
    .replace(/_+/g, "_");
}

/**
 * What a stored slug can be (slugify's alphabet, at most the 200 characters a product form takes): a path that
 * is not one names no record, so the shop answers it without asking the database (the proxy's page
 * guard and visitor rewrite, the product detail).
 */
export const SLUG_SHAPE = /^[a-z0-9_]{1,200}$/;
