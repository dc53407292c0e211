/*
 * What a person typed into a form that only the server can take (the cart's billing, the admin
 * cart's customer and notes), kept in localStorage until the server has it, so a reload or a
 * dropped connection loses nothing (issue 15). One key per form, versioned in the key and in the
 * value (docs/product.md §3 "persisted under a key with version 1"); the value names the account that
 * typed it and is only given back to that account (saved-draft-values.ts reads and writes it).
 * This module is what every page's session navigation needs: kept small. Client-safe: storage
 * that is missing, full or refused (private browsing) just means nothing is kept.
 */

export const SAVED_DRAFT_VERSION = 1;
const PREFIX = "shop.draft.";

export type SavedDraftName = "billing" | "admin-order";

export function savedDraftKey(name: SavedDraftName): string {
  return `${PREFIX}${name}.v${SAVED_DRAFT_VERSION}`;
}

export function draftStorage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

/** Once the server has the form (saved for review, or the order placed). */
export function clearSavedDraft(name: SavedDraftName): void {
  try {
    draftStorage()?.removeItem(savedDraftKey(name));
  } catch {
    // Nothing kept, nothing to clear.
  }
}

/** Every form's draft, of any version: the session changed (login, logout), docs/product.md §4. */
export function clearSavedDrafts(): void {
  try {
    const store = draftStorage();
    if (!store) return;
    const keys = Array.from({ length: store.length }, (_, i) => store.key(i)).filter((key): key is string => key?.startsWith(PREFIX) ?? false);
    keys.forEach((key) => store.removeItem(key));
  } catch {
    // Nothing kept, nothing to clear.
  }
}
