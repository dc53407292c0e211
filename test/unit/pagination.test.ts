import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { NotFound } from "@/lib/shared/errors/domain-errors";
import { pageEnvelope } from "@/lib/http/page-envelope";
import { pageCount, pageOffset, parsePageParam, resolvePage } from "@/lib/shared/pagination/pages";

describe("DRF page-number pagination", () => {
  it("reads ?page= like DRF", () => {
    expect(parsePageParam(null)).toBe(1);
    expect(parsePageParam("")).toBe(1);
    expect(parsePageParam("3")).toBe(3);
    expect(parsePageParam("last")).toBe("last");
    for (const bad of ["0", "-1", "1.5", "abc", "1e3", "9999999999"]) {
      expect(() => parsePageParam(bad)).toThrow(NotFound);
    }
  });

  it("answers Invalid page. past the end, but page 1 of an empty list exists", () => {
    expect(resolvePage(1, 0)).toBe(1);
    expect(() => resolvePage(2, 16)).toThrow("Invalid page.");
    expect(resolvePage(2, 17)).toBe(2);
    expect(resolvePage("last", 33)).toBe(3);
  });

  it("counts pages as ceil(total/16)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), (count) => {
        expect(pageCount(count)).toBe(Math.ceil(count / 16));
      }),
    );
    expect(pageOffset(3)).toBe(32);
  });

  it("builds absolute next and previous links that keep the other parameters", () => {
    const url = new URL("https://shop.example.ca/api/products/product_list/?search=rice&page=2");
    const page = pageEnvelope(url, 2, 40, ["x"]);
    expect(page).toEqual({
      count: 40,
      next: "https://shop.example.ca/api/products/product_list/?search=rice&page=3",
      previous: "https://shop.example.ca/api/products/product_list/?search=rice",
      results: ["x"],
    });
    const last = pageEnvelope(url, 3, 40, []);
    expect(last.next).toBeNull();
    const first = pageEnvelope(new URL("http://h/x/"), 1, 5, []);
    expect(first).toMatchObject({ next: null, previous: null });
  });
});
