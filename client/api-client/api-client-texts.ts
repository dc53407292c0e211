/*
 * What the API client says when a call fails without the server's own words: the "apiClient"
 * messages (messages/<locale>.json, docs/i18n.md) in the page's language. The browser code under the
 * components cannot read next-intl's provider, and a catalogue imported here would put every text of
 * both languages in each page's scripts: the frame hands the two texts over instead, once the page is
 * hydrated (components/layout/providers.tsx). Client-safe.
 */

export interface ApiClientTexts {
  /** A failure with no message of the server's. */
  fallback: string;
  /** The shop not reached at all (offline, or the server down). */
  unreachable: string;
}

let texts: ApiClientTexts | null = null;

/** Called by the frame with the page language's texts. */
export function setApiClientTexts(next: ApiClientTexts): void {
  texts = next;
}

/** The text to show for such a failure; empty until the frame has handed the texts over. */
export function apiClientText(key: keyof ApiClientTexts): string {
  return texts?.[key] ?? "";
}
