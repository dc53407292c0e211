import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { categoryFormSchema, categoryListQuerySchema, categoryPatchSchema, categorySchema, CATEGORY_NAME_MAX, CATEGORY_RULE_TEXTS_EN } from "@/lib/shared/catalog/category-schemas";
import { slugify } from "@/lib/shared/catalog/slug";
import en from "@/messages/en-CA.json";
import fr from "@/messages/fr-CA.json";

const m = en.adminCategories;

/* The category form's and API's input rules (lib/shared/catalog/category-schemas.ts). */

const parentOf = (parent_category: unknown) => {
  const result = categorySchema.safeParse({ name: "C", parent_category });
  return result.success ? result.data.parent_category : result.error.issues.map((i) => i.message);
};

describe("categorySchema", () => {
  it("reads parent_category as an id, null for the top level", () => {
    expect(parentOf(7)).toBe(7);
    expect(parentOf("7")).toBe(7);
    expect(parentOf(" 12 ")).toBe(12);
    expect(parentOf({ id: 3, name: "Dairy" })).toBe(3);
    expect(parentOf(null)).toBeNull();
    expect(parentOf("")).toBeNull();
    expect(parentOf(undefined)).toBeNull();
    expect(categorySchema.parse({ name: "C" }).parent_category).toBeNull();
  });

  it.each([0, -1, 1.5, 2 ** 31, "abc", "1e3", true, [], {}, { id: "x" }, { id: 0 }])("refuses the parent %j with one message", (parent) => {
    expect(parentOf(parent)).toEqual([m.parentChoice]);
  });

  it("trims the name and keeps a blank slug as 'derive it'", () => {
    expect(categorySchema.parse({ name: "  Dairy  ", slug: "" })).toEqual({ name: "Dairy", name_fr: "", slug: "", parent_category: null });
    expect(categorySchema.parse({ name: "Dairy", name_fr: "  Produits laitiers " }).name_fr).toBe("Produits laitiers");
  });

  it("answers one message per field", () => {
    const result = categorySchema.safeParse({ name: "a\u0000", slug: "b\u0000" });
    expect(result.success).toBe(false);
    const paths = result.error!.issues.map((i) => String(i.path[0]));
    expect(paths.sort()).toEqual(["name", "slug"]);
  });

  it("always accepts the slug the form derives from a valid name", () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: CATEGORY_NAME_MAX }), (name) => {
        fc.pre(categorySchema.shape.name.safeParse(name).success);
        expect(categorySchema.safeParse({ name, slug: slugify(name) }).success).toBe(true);
      }),
    );
  });
});

describe("the rules' messages", () => {
  it("are the catalogue's English in the static schemas", () => {
    expect(CATEGORY_RULE_TEXTS_EN).toEqual({ parentChoice: m.parentChoice, slugFormat: m.slugFormat, yesOrNo: m.yesOrNo });
  });

  it("are the page's language in the form's schema", () => {
    const french = categoryFormSchema({ parentChoice: fr.adminCategories.parentChoice, slugFormat: fr.adminCategories.slugFormat, yesOrNo: fr.adminCategories.yesOrNo });
    const result = french.safeParse({ name: "C", slug: "Pas bon", parent_category: "abc" });
    expect(result.error?.issues.map((i) => i.message).sort()).toEqual([fr.adminCategories.parentChoice, fr.adminCategories.slugFormat].sort());
  });
});

describe("categoryPatchSchema", () => {
  it("takes any subset, and is_deleted as a boolean only", () => {
    expect(categoryPatchSchema.parse({})).toEqual({});
    expect(categoryPatchSchema.parse({ is_deleted: true })).toEqual({ is_deleted: true });
    expect(categoryPatchSchema.safeParse({ is_deleted: "true" }).success).toBe(false);
    expect(categoryPatchSchema.parse({ parent_category: null })).toEqual({ parent_category: null });
  });
});

describe("categoryListQuerySchema", () => {
  it("keeps the list's is_deleted and adds an optional search", () => {
    expect(categoryListQuerySchema.parse({})).toEqual({ is_deleted: false, search: undefined });
    expect(categoryListQuerySchema.parse({ is_deleted: "true", search: "  crème " })).toEqual({ is_deleted: true, search: "crème" });
    expect(categoryListQuerySchema.parse({ search: "   " }).search).toBeUndefined();
    expect(categoryListQuerySchema.safeParse({ is_deleted: "yes" }).success).toBe(false);
  });
});
