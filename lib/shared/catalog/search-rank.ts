/*
 * How a catalogue search matches and ranks products (docs/product.md, Products screen), in one place
 * for the server's SQL (lib/catalog/product-list.ts) and the offline search in the browser
 * (offline-catalogue.ts), which must give the same results in the same order. Client-safe, pure.
 *
 * - The term and the names are normalised as the server's search column (searchNorm: the ligatures
 *   œ and æ spelt out, the common Latin accents folded, A–Z lowered) and cut into words at anything that is not a digit, a–z or a
 *   letter from U+00C0 to U+1FFF but × and ÷ (so "Crème-brûlée, 2×500g" has the words creme, brulee,
 *   2 and 500g).
 * - A product matches when every word of the term occurs in its name, item code or barcode.
 * - When no product matches, a word of FUZZY_MIN_LENGTH letters or more also matches a word of the
 *   name that begins with the same letter and is one letter off (one letter missing, extra or
 *   different, or two neighbours swapped): "tomatos" finds Tomatoes, "chedar" Cheddar. Only then, so that a search that finds
 *   something never lists the near misses (a search for tomato never lists potatoes).
 * - Ranking: each word is a whole word of the name (0), the start of one (1), inside the name, item
 *   code or barcode (3), or one letter off (4); a product ranks as its weakest word. A term equal to
 *   the item code or barcode ranks 2 unless its name already ranks better. Ties go by name, then id.
 */

/** Characters that separate words, after normalisation (the SQL of db/migrations/0012 holds the same class). */
export const WORD_SEPARATORS = /[^0-9a-z\u00c0-\u00d6\u00d8-\u00f6\u00f8-\u1fff]+/g;

/** Words shorter than this are never matched one letter off ("ham" must not find "jam"). */
export const FUZZY_MIN_LENGTH = 4;

/** At most this many words of a term are read. */
export const MAX_SEARCH_WORDS = 8;

export const RANK = { wholeWord: 0, wordStart: 1, exactCode: 2, inside: 3, oneOff: 4 } as const;

/*
 * The server's shop_search_norm (db/migrations/0016_fold_ligatures.sql): œ and æ spelt out (oe, ae),
 * these accented letters folded, then lower() under COLLATE "C", which lowers A–Z only. The
 * ligatures make the text longer: a normalised text's positions are not the original's.
 */
const LIGATURES: Record<string, string> = { "œ": "oe", "Œ": "OE", "æ": "ae", "Æ": "AE" };
const FROM = "ÀÁÂÃÄÅàáâãäåÇçÈÉÊËèéêëÌÍÎÏìíîïÑñÒÓÔÕÖØòóôõöøÙÚÛÜùúûüÝýÿ";
const TO = "AAAAAAaaaaaaCcEEEEeeeeIIIIiiiiNnOOOOOOooooooUUUUuuuuYyy";
const FOLD = new Map([...FROM].map((c, i) => [c, TO[i]]));
const ACCENTED = new RegExp(`[${FROM}]`, "g");

export function searchNorm(text: string): string {
  return text
    .replace(/[œŒæÆ]/g, (c) => LIGATURES[c])
    .replace(ACCENTED, (c) => FOLD.get(c)!)
    .replace(/[A-Z]+/g, (run) => run.toLowerCase());
}

function wordsOfNormalised(normalised: string): string[] {
  return normalised.split(WORD_SEPARATORS).filter(Boolean);
}

/**
 * The words of a search term, normalised, without repeats. A term with no word characters at all
 * ("%", "--") is one word as typed, so that it still matches what contains it.
 */
export function searchWords(term: string): string[] {
  const normalised = searchNorm(term);
  const words = [...new Set(wordsOfNormalised(normalised))].slice(0, MAX_SEARCH_WORDS);
  return words.length > 0 ? words : normalised.trim() ? [normalised.trim()] : [];
}

/** A name's words padded with spaces (" extra virgin olive oil "): the products.name_words column. */
export function nameWordsOf(name: string): string {
  return nameWordsOfNormalised(searchNorm(name));
}

/** nameWordsOf for a name already normalised (searchNorm keeps the length: one letter for one). */
export function nameWordsOfNormalised(normalised: string): string {
  return ` ${wordsOfNormalised(normalised).join(" ")} `;
}

/** Whether the one-letter-off search may read this word. */
export function fuzzyEligible(word: string): boolean {
  return word.length >= FUZZY_MIN_LENGTH;
}

/**
 * One letter off, or the same: one letter inserted, deleted or replaced, or two neighbours swapped
 * (an optimal-string-alignment distance of at most 1: "tomatos"/"tomatoes", "chedar"/"cheddar",
 * "cheddra"/"cheddar").
 */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  if (long.length - short.length > 1) return false;
  let i = 0;
  while (i < short.length && short[i] === long[i]) i++;
  if (short.length < long.length) return short.slice(i) === long.slice(i + 1);
  // Same length: one letter replaced, or this letter and the next swapped.
  if (short.slice(i + 1) === long.slice(i + 1)) return true;
  return short[i] === long[i + 1] && short[i + 1] === long[i] && short.slice(i + 2) === long.slice(i + 2);
}

/** A word of the name (from name_words) one letter off the search word, with the same first letter. */
export function oneOffInName(word: string, nameWords: string): boolean {
  if (!fuzzyEligible(word)) return false;
  // Read in place (no split): the offline search runs this over every saved product.
  let start = nameWords.indexOf(" ") + 1;
  while (start > 0 && start < nameWords.length) {
    const end = nameWords.indexOf(" ", start);
    const length = (end < 0 ? nameWords.length : end) - start;
    if (nameWords[start] === word[0] && Math.abs(length - word.length) <= 1 && withinOneEdit(nameWords.slice(start, start + length), word)) return true;
    start = end + 1;
  }
  return false;
}

/**
 * How one search word matches a product, or null when it does not: RANK.wholeWord, wordStart,
 * inside, or (only when `fuzzy`) oneOff. The name's words are inside searchText too, so a word that
 * searchText lacks is at best one letter off.
 */
export function wordRank(word: string, nameWords: string, searchText: string, fuzzy: boolean): number | null {
  if (!searchText.includes(word)) return fuzzy && oneOffInName(word, nameWords) ? RANK.oneOff : null;
  if (nameWords.includes(` ${word} `)) return RANK.wholeWord;
  if (nameWords.includes(` ${word}`)) return RANK.wordStart;
  return RANK.inside;
}

/** Whether every word occurs in the text: what a search that found something needs of a product. */
export function containsEvery(text: string, words: string[]): boolean {
  for (const word of words) if (!text.includes(word)) return false;
  return true;
}

/** The rank of a product's name for the words (the weakest word's), or null when some word does not match. */
export function wordsRank(words: string[], searchText: string, nameWords: string, fuzzy: boolean): number | null {
  let weakest: number = RANK.wholeWord;
  for (const word of words) {
    const rank = wordRank(word, nameWords, searchText, fuzzy);
    if (rank === null) return null;
    weakest = Math.max(weakest, rank);
  }
  return weakest;
}

/** A term equal to the item code or barcode ranks RANK.exactCode unless its name already ranks better. */
export function withExactCode(rank: number, exactCode: boolean): number {
  return exactCode ? Math.min(rank, RANK.exactCode) : rank;
}

/** A product's rank for a search (lower first), or null when it does not match. */
export function productRank(
  words: string[],
  product: { nameWords: string; searchText: string; exactCode: boolean },
  fuzzy: boolean,
): number | null {
  const rank = wordsRank(words, product.searchText, product.nameWords, fuzzy);
  return rank === null ? null : withExactCode(rank, product.exactCode);
}

/** Whether a search that found nothing is tried again one letter off: some word is long enough. */
export function fuzzyRetry(words: string[]): boolean {
  return words.some(fuzzyEligible);
}
