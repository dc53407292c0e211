import { describe, expect, it } from "vitest";
import { DEMO_CATEGORIES, DEMO_NAME_PARTS, DEMO_PRODUCTS } from "@/db/seed/data/demo-catalog";
import {
  DEMO_CATEGORY_NAMES_FR,
  DEMO_NAME_PARTS_FR,
  DEMO_PRODUCT_NAMES_FR,
  frenchGeneratedName,
} from "@/db/seed/data/demo-catalog-fr";

const sorted = (values: Iterable<string>) => [...values].sort();

/** Every French string in the file, with where it comes from for a readable failure. */
function allFrenchNames(): Array<[string, string]> {
  const parts = DEMO_NAME_PARTS_FR;
  return [
    ...Object.entries(DEMO_PRODUCT_NAMES_FR).map(([k, v]): [string, string] => [`product ${k}`, v]),
    ...Object.entries(DEMO_CATEGORY_NAMES_FR).map(([k, v]): [string, string] => [`category ${k}`, v]),
    ...parts.adjectives.map((v, i): [string, string] => [`adjectives[${i}]`, v]),
    ...parts.sizes.map((v, i): [string, string] => [`sizes[${i}]`, v]),
    ...Object.entries(parts.sizesByCategory).flatMap(([k, list]) =>
      list.map((v, i): [string, string] => [`sizesByCategory[${k}][${i}]`, v]),
    ),
    ...Object.entries(parts.nounsByCategory).flatMap(([k, list]) =>
      list.map((v, i): [string, string] => [`nounsByCategory[${k}][${i}]`, v]),
    ),
  ];
}

describe("DEMO_PRODUCT_NAMES_FR", () => {
  it("names every demo product, trashed ones included, with no extra keys", () => {
    expect(sorted(Object.keys(DEMO_PRODUCT_NAMES_FR))).toEqual(sorted(DEMO_PRODUCTS.map((p) => p.item)));
    for (const p of DEMO_PRODUCTS) {
      expect(DEMO_PRODUCT_NAMES_FR[p.item]?.trim(), p.item).toBeTruthy();
    }
  });
});

describe("DEMO_CATEGORY_NAMES_FR", () => {
  it("names every parent and every Parent/Sub, with no extra keys", () => {
    const expected = DEMO_CATEGORIES.flatMap((c) => [c.name, ...c.subcategories.map((s) => `${c.name}/${s}`)]);
    expect(sorted(Object.keys(DEMO_CATEGORY_NAMES_FR))).toEqual(sorted(expected));
    for (const key of expected) expect(DEMO_CATEGORY_NAMES_FR[key]?.trim(), key).toBeTruthy();
  });
});

describe("DEMO_NAME_PARTS_FR", () => {
  it("has the English lists' lengths, so index i means the same in both", () => {
    expect(DEMO_NAME_PARTS_FR.adjectives).toHaveLength(DEMO_NAME_PARTS.adjectives.length);
    expect(DEMO_NAME_PARTS_FR.sizes).toHaveLength(DEMO_NAME_PARTS.sizes.length);
  });

  it("keeps the English record keys, with lists of the same length", () => {
    for (const field of ["sizesByCategory", "nounsByCategory"] as const) {
      const en = DEMO_NAME_PARTS[field];
      const fr = DEMO_NAME_PARTS_FR[field];
      expect(sorted(Object.keys(fr)), field).toEqual(sorted(Object.keys(en)));
      for (const key of Object.keys(en)) expect(fr[key], `${field}[${key}]`).toHaveLength(en[key].length);
    }
  });

  it("has no empty entries", () => {
    for (const [where, value] of allFrenchNames()) expect(value.trim(), where).not.toBe("");
  });

  it("builds generated names noun first, as French puts the qualifier after the noun", () => {
    expect(frenchGeneratedName("du Québec", "Fromage en grains", "500 g")).toBe("Fromage en grains du Québec 500 g");
  });
});

describe("French names' spacing and typography", () => {
  it("have no leading, trailing or double spaces", () => {
    for (const [where, value] of allFrenchNames()) {
      expect(value, where).toBe(value.trim());
      expect(value, where).not.toMatch(/\s{2,}/);
    }
  });

  it("use the plain apostrophe only and the decimal comma", () => {
    for (const [where, value] of allFrenchNames()) {
      expect(value, where).not.toMatch(/[\u2018\u2019]/);
      expect(value, where).not.toMatch(/\d\.\d/);
    }
  });
});
