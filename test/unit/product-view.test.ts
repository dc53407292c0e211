import { describe, expect, it } from "vitest";
import { shapeProduct, type ProductSource } from "@/lib/catalog/product-view";
import type { Actor } from "@/lib/context/actor";

const row: ProductSource = {
  id: 1, item: "RIC-1001", name: "Basmati Rice 10 kg", nameFr: "Riz basmati 10 kg", slug: "basmati_rice_10_kg", image: "products/rice-abc.webp",
  barcode: "062345678905", boxQuantity: 4, stock: true, salesTaxCode: "E", actions: "10-1",
  price: "24.99", special: "10.00", cost: "18.00",
  purchaseTaxCode: "E", provincialTaxClass: "exempt", ordering: 3, vendorId: 2, isDeleted: false,
};

const visitor: Actor = { kind: "visitor" };
const pending: Actor = { kind: "user", id: 5, email: "p@x.ca", role: "Customer", verified: false };
const customer: Actor = { kind: "user", id: 6, email: "c@x.ca", role: "Customer", verified: true };
const admin: Actor = { kind: "user", id: 1, email: "a@x.ca", role: "Admin", verified: false };

const PRICE_KEYS = ["price", "special", "discounted_price"];
const STAFF_KEYS = ["name_fr", "cost", "quantity", "need_to_reorder_below", "purchase_tax_code", "provincial_tax_class", "ordering", "vendor", "is_deleted"];

describe("what each actor sees of a product", () => {
  it.each([
    ["a visitor", visitor],
    ["an unverified customer", pending],
  ])("%s gets no price field at all", (_label, actor) => {
    const view = shapeProduct({ actor: actor }, row, [3]);
    for (const key of [...PRICE_KEYS, ...STAFF_KEYS]) expect(view).not.toHaveProperty(key);
    expect(view).toMatchObject({ name: "Basmati Rice 10 kg", image: "/media/products/rice-abc.webp", categories: [{ id: 3 }] });
  });

  it("a verified customer gets prices with the discounted unit price, but no staff fields", () => {
    const view = shapeProduct({ actor: customer }, row);
    expect(view).toMatchObject({ price: "24.99", special: "10.00", discounted_price: "22.49" });
    for (const key of STAFF_KEYS) expect(view).not.toHaveProperty(key);
  });

  it("an admin gets prices and staff fields", () => {
    const view = shapeProduct({ actor: admin }, row, [], { quantity: 120, needToReorderBelow: 20 });
    expect(view).toMatchObject({ price: "24.99", cost: "18.00", quantity: 120, need_to_reorder_below: 20, vendor: 2, is_deleted: false });
    expect(view.provincial_tax_class).toBe("exempt");
    expect(shapeProduct({ actor: admin }, { ...row, provincialTaxClass: "taxable" }).provincial_tax_class).toBe("taxable");
  });

  it("a product without a picture has a null image", () => {
    expect(shapeProduct({ actor: visitor }, { ...row, image: null }).image).toBeNull();
  });
});

describe("the name a product is read by", () => {
  it("a French reader gets the French name; an English reader the English one", () => {
    expect(shapeProduct({ actor: customer, locale: "fr-CA" }, row).name).toBe("Riz basmati 10 kg");
    expect(shapeProduct({ actor: visitor, locale: "fr-CA" }, row).name).toBe("Riz basmati 10 kg");
    expect(shapeProduct({ actor: customer, locale: "en-CA" }, row).name).toBe("Basmati Rice 10 kg");
    expect(shapeProduct({ actor: customer }, row).name).toBe("Basmati Rice 10 kg");
  });

  it("French falls back to English while the product has no French name", () => {
    expect(shapeProduct({ actor: visitor, locale: "fr-CA" }, { ...row, nameFr: "" }).name).toBe("Basmati Rice 10 kg");
    expect(shapeProduct({ actor: visitor, locale: "fr-CA" }, { ...row, nameFr: "   " }).name).toBe("Basmati Rice 10 kg");
  });

  it("staff read both names as written, whatever their language", () => {
    const view = shapeProduct({ actor: admin, locale: "fr-CA" }, { ...row, nameFr: "" });
    expect(view).toMatchObject({ name: "Basmati Rice 10 kg", name_fr: "" });
  });
});
