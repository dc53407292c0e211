import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { slugify } from "@/lib/shared/catalog/slug";

describe("slugify (docs/product.md §5)", () => {
  it("lowercases, removes punctuation and turns spaces into underscores", () => {
    expect(slugify("Basmati Rice, Extra-Long Grain (10 kg)")).toBe("basmati_rice_extra_long_grain_10_kg");
    expect(slugify("Sirop d'érable  Québec")).toBe("sirop_derable_quebec");
    expect(slugify("Crème fraîche")).toBe("creme_fraiche");
  });

  it("always gives a URL-safe slug", () => {
    fc.assert(fc.property(fc.string(), (name) => {
        expect(slugify(name)).toMatch(/^[a-z0-9_]*$/);
      }));
  });
});
