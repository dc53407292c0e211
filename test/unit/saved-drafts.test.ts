import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { readSavedDraft, savedStrings, writeSavedDraft } from "@/client/ui/saved-draft-values";
import { clearSavedDraft, clearSavedDrafts, savedDraftKey } from "@/client/ui/saved-drafts";

/** localStorage as the browser has it, in memory (the unit project runs in Node). */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    key: (index) => Array.from(items.keys())[index] ?? null,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
    removeItem: (key) => void items.delete(key),
    clear: () => items.clear(),
  };
}

let storage: Storage;
beforeEach(() => {
  storage = memoryStorage();
  vi.stubGlobal("localStorage", storage);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe("saved drafts", () => {
  it("keeps one form's values under one key with version 1, for the account that typed them", () => {
    writeSavedDraft("billing", 7, { address: "1 Water St", orderNotes: "Back door" });
    expect(savedDraftKey("billing")).toBe("shop.draft.billing.v1");
    expect(JSON.parse(storage.getItem("shop.draft.billing.v1")!)).toEqual({ version: 1, owner: 7, values: { address: "1 Water St", orderNotes: "Back door" } });
    expect(readSavedDraft("billing", 7)).toEqual({ address: "1 Water St", orderNotes: "Back door" });
    expect(readSavedDraft("admin-order", 7)).toBeNull();
  });

  it("never gives one account's draft to another", () => {
    writeSavedDraft("billing", 7, { address: "1 Water St" });
    expect(readSavedDraft("billing", 8)).toBeNull();
  });

  it("ignores damaged JSON, another version and a value of the wrong shape", () => {
    const key = savedDraftKey("billing");
    for (const raw of ["{not json", "null", "[]", '"text"', JSON.stringify({ version: 2, owner: 7, values: {} }), JSON.stringify({ version: 1, owner: "7", values: {} }), JSON.stringify({ version: 1, owner: 7, values: [] })]) {
      storage.setItem(key, raw);
      expect(readSavedDraft("billing", 7), raw).toBeNull();
    }
  });

  it("clears one form's draft, or every form's (of any version) and nothing else", () => {
    writeSavedDraft("billing", 7, { address: "1 Water St" });
    writeSavedDraft("admin-order", 7, { orderNotes: "Rush" });
    storage.setItem("shop.draft.billing.v0", "{}");
    storage.setItem("shop.reset", "kept");
    clearSavedDraft("billing");
    expect(readSavedDraft("billing", 7)).toBeNull();
    expect(readSavedDraft("admin-order", 7)).toEqual({ orderNotes: "Rush" });
    clearSavedDrafts();
    expect(storage.length).toBe(1);
    expect(storage.getItem("shop.reset")).toBe("kept");
  });

  it("works on without storage, or with storage that refuses to write", () => {
    vi.stubGlobal("localStorage", undefined);
    expect(() => writeSavedDraft("billing", 7, { address: "x" })).not.toThrow();
    expect(readSavedDraft("billing", 7)).toBeNull();
    expect(() => clearSavedDrafts()).not.toThrow();
    vi.stubGlobal("localStorage", { ...memoryStorage(), setItem: () => { throw new DOMException("full", "QuotaExceededError"); } });
    expect(() => writeSavedDraft("billing", 7, { address: "x" })).not.toThrow();
  });

  it("picks the string values of the named fields only", () => {
    expect(savedStrings({ address: "1 Water St", phone: 6045550100, email: null, extra: "x" }, ["address", "phone", "email"] as const)).toEqual({ address: "1 Water St" });
  });
});
