import { describe, expect, it } from "vitest";
import { categoryRefs, imageFileName, readCell } from "@/lib/catalog/product-csv-values";
import { readCsv } from "@/lib/csv/csv-read";
import { PRODUCT_CSV_ALIASES, PRODUCT_CSV_COLUMNS, PRODUCT_CSV_FRENCH } from "@/lib/shared/catalog/product-csv-schemas";

/*
 * The product CSV's cells without a database (issue 32): each column read by the product form's
 * own rule, decimals in semicolon files, yes/no words, category paths, and the French header.
 */

describe("readCell", () => {
  it("reads amounts as the form does, with $ and a decimal comma in a semicolon file", () => {
    expect(readCell("price", "$41.1", ",")).toEqual({ value: "41.10" });
    expect(readCell("price", "41,10", ";")).toEqual({ value: "41.10" });
    expect(readCell("cost", "1 234,5", ";")).toEqual({ value: "1234.50" });
    expect(readCell("price", "41,10", ",")).toHaveProperty("error");
    expect(readCell("price", "-1", ",")).toHaveProperty("error");
    expect(readCell("price", "1.005", ",")).toHaveProperty("error");
  });

  it("reads a percentage (above 100 becomes 100, as on the form) and whole numbers", () => {
    expect(readCell("special", "12,50 %", ";")).toEqual({ value: "12.5" });
    expect(readCell("special", "150", ",")).toEqual({ value: "100" });
    expect(readCell("box_quantity", "12", ",")).toEqual({ value: 12 });
    expect(readCell("box_quantity", "0", ",")).toHaveProperty("error");
    expect(readCell("quantity", "-4", ",")).toEqual({ value: -4 });
    expect(readCell("need_to_reorder_below", "-1", ",")).toHaveProperty("error");
    expect(readCell("need_to_reorder_below", "2.5", ",")).toHaveProperty("error");
  });

  it("reads yes/no words in English and French, codes in any letter case", () => {
    for (const yes of ["true", "Yes", "1", "oui", "VRAI"]) expect(readCell("stock", yes, ",")).toEqual({ value: true });
    for (const no of ["false", "no", "0", "Non", "faux"]) expect(readCell("stock", no, ",")).toEqual({ value: false });
    expect(readCell("stock", "maybe", ",")).toHaveProperty("error");
    expect(readCell("sales_tax_code", "g", ",")).toEqual({ value: "G" });
    expect(readCell("purchase_tax_code", "X", ",")).toHaveProperty("error");
    expect(readCell("actions", "none", ",")).toEqual({ value: "None" });
    expect(readCell("provincial_tax_class", "Taxable", ",")).toEqual({ value: "taxable" });
  });

  it("refuses text the form refuses: too long, or on several lines", () => {
    expect(readCell("name", "x".repeat(201), ",")).toHaveProperty("error");
    expect(readCell("name", "Two\nlines", ",")).toHaveProperty("error");
    expect(readCell("item", "x".repeat(41), ",")).toHaveProperty("error");
    expect(readCell("barcode", "0123", ",")).toEqual({ value: "0123" });
  });
});

describe("categories and pictures", () => {
  it("splits slugs and paths", () => {
    expect(categoryRefs("dairy|Dairy > Milk | |cheese")).toEqual([["dairy"], ["Dairy", "Milk"], ["cheese"]]);
  });

  it("names a stored picture by its file name", () => {
    expect(imageFileName("products/brie-1a2b3c4d5e6f.webp")).toBe("brie-1a2b3c4d5e6f.webp");
    expect(imageFileName(null)).toBeNull();
  });
});

describe("the header", () => {
  it("has a French name for every column, read without accents or case", async () => {
    expect(Object.keys(PRODUCT_CSV_FRENCH)).toEqual([...PRODUCT_CSV_COLUMNS]);
    const { header } = await readCsv(new TextEncoder().encode("Article;Nom;Coût;Quantité par boîte;Catégories;FOURNISSEUR\nA;B;1;2;c;d\n"), {
      columns: PRODUCT_CSV_COLUMNS,
      aliases: PRODUCT_CSV_ALIASES,
    });
    expect(header.named).toEqual(["item", "name", "cost", "box_quantity", "categories", "vendor"]);
  });
});
