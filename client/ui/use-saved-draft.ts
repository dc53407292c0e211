"use client";

import { useCallback, useEffect, useEffectEvent } from "react";
import { readSavedDraft, writeSavedDraft, type SavedDraftValues } from "./saved-draft-values";
import type { SavedDraftName } from "./saved-drafts";

/**
 * A form kept in localStorage (client/ui/saved-drafts.ts, saved-draft-values.ts): `restore` gets what `owner` typed before,
 * once, after hydration (the server renders the form without it, so the first render matches);
 * the answer keeps the values given to it, on every edit.
 */
export function useSavedDraft(name: SavedDraftName, owner: number, restore: (values: SavedDraftValues) => void) {
  const onRestore = useEffectEvent(restore);
  useEffect(() => {
    const saved = readSavedDraft(name, owner);
    if (saved) onRestore(saved);
  }, [name, owner]);
  return useCallback((values: SavedDraftValues) => writeSavedDraft(name, owner, values), [name, owner]);
}
