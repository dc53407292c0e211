import { describe, expect, it } from "vitest";
import { matchesSearch } from "@/client/ui/search-match";
import { urlWithParam } from "@/client/ui/url-with-param";

describe("urlWithParam", () => {
  it("sets the parameter, keeps the others in order (repeated ones too) and drops the named ones", () => {
    const query = { search: "crème fraîche", category: ["3", "4"], page: "2", tab: "trash", empty: undefined };
    expect(urlWithParam("/admin/products", query, "tab", "reorder", ["page"])).toBe(
      "/admin/products?search=cr%C3%A8me+fra%C3%AEche&category=3&category=4&tab=reorder",
    );
  });

  it("removes the parameter for undefined, down to the bare path", () => {
    expect(urlWithParam("/admin/products", { tab: "trash", page: "4" }, "tab", undefined, ["page"])).toBe("/admin/products");
    expect(urlWithParam("/admin/orders", {}, "tab", "open")).toBe("/admin/orders?tab=open");
  });
});

describe("matchesSearch", () => {
  it("finds every typed word, ignoring case and accents, in any order", () => {
    expect(matchesSearch("Crème fraîche 250 mL", "CREME")).toBe(true);
    expect(matchesSearch("Crème fraîche 250 mL", "250 fraiche")).toBe(true);
    expect(matchesSearch("Crème fraîche 250 mL", "creme 500")).toBe(false);
  });

  it("matches everything for an empty or blank query", () => {
    expect(matchesSearch("Acme Foods", "")).toBe(true);
    expect(matchesSearch("Acme Foods", "   ")).toBe(true);
  });
});
