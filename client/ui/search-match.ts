/*
 * Typing to filter a short list in the browser (pickers, comboboxes): every word typed must occur
 * in the text, ignoring case and accents ("creme" finds "Crème fraîche"). Client-safe, pure.
 */

function fold(text: string): string {
  return text.normalize("NFD").replace(/\p{Diacritic}/gu, "").toLowerCase();
}

export function matchesSearch(text: string, query: string): boolean {
  const haystack = fold(text);
  return fold(query)
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => haystack.includes(word));
}
