import { draftStorage, SAVED_DRAFT_VERSION, savedDraftKey, type SavedDraftName } from "./saved-drafts";

/* Reading and writing one form's saved draft (see saved-drafts.ts). Client-safe. */

export type SavedDraftValues = Record<string, unknown>;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

/** The values `owner` left in the form, or null (none, another account's, another version, damaged). */
export function readSavedDraft(name: SavedDraftName, owner: number): SavedDraftValues | null {
  try {
    const raw = draftStorage()?.getItem(savedDraftKey(name));
    if (!raw) return null;
    const stored: unknown = JSON.parse(raw);
    if (isRecord(stored) && stored.version === SAVED_DRAFT_VERSION && stored.owner === owner && isRecord(stored.values)) return stored.values;
  } catch {
    // A damaged entry counts as none.
  }
  return null;
}

export function writeSavedDraft(name: SavedDraftName, owner: number, values: SavedDraftValues): void {
  try {
    draftStorage()?.setItem(savedDraftKey(name), JSON.stringify({ version: SAVED_DRAFT_VERSION, owner, values }));
  } catch {
    // Full or refused: the form still works, only without the copy.
  }
}

/** The string values of `keys` in a saved draft (anything else in it is ignored). */
export function savedStrings<K extends string>(values: SavedDraftValues, keys: readonly K[]): Partial<Record<K, string>> {
  const picked: Partial<Record<K, string>> = {};
  for (const key of keys) {
    const value = values[key];
    if (typeof value === "string") picked[key] = value;
  }
  return picked;
}
