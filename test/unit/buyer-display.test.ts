import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { cartPathFor } from "@/lib/shared/accounts/actor";
import { loginHref, loginRedirectPath, safeReturnPath } from "@/lib/shared/accounts/login-redirect";
import { translator } from "@/lib/i18n/translator";
import { addedToCart, casesAndUnits } from "@/lib/shared/cart/quantity-text";
import { casePriceCents } from "@/lib/shared/pricing/pricing";
import { wholeCases } from "@/lib/shared/pricing/quantities";
import { emailWrapParts, formatPhone, telHref } from "@/lib/shared/ui/contact-format";

describe("unit and case prices (issue 14)", () => {
  it("a case costs the unit price after discount times the units in it", () => {
    expect(casePriceCents(109, 48)).toBe(5232);
    expect(casePriceCents(332, 10)).toBe(3320);
    expect(() => casePriceCents(-1, 2)).toThrow(RangeError);
    expect(() => casePriceCents(Number.MAX_SAFE_INTEGER, 2)).toThrow(RangeError);
  });

  it("reads units as whole cases, or not", () => {
    expect(wholeCases(144, 48)).toBe(3);
    expect(wholeCases(130, 48)).toBeNull();
    expect(wholeCases(12, 1)).toBeNull();
    fc.assert(fc.property(fc.integer({ min: 1, max: 999 }), fc.integer({ min: 2, max: 500 }), (cases, box) => wholeCases(cases * box, box) === cases));
  });

  it("says cases and units in words", () => {
    const t = translator("en-CA", "shop");
    expect(casesAndUnits(t, 144, 48)).toBe("3 cases · 144 units");
    expect(casesAndUnits(t, 48, 48)).toBe("1 case · 48 units");
    expect(casesAndUnits(t, 1, 1)).toBe("1 unit");
    expect(casesAndUnits(t, 1200, 1)).toBe("1,200 units");
    // A broken case (staff only) says so.
    expect(casesAndUnits(t, 25, 24)).toBe("1 case + 1 unit · 25 units (broken case)");
    expect(casesAndUnits(t, 130, 24)).toBe("5 cases + 10 units · 130 units (broken case)");
    expect(casesAndUnits(t, 7, 24)).toBe("7 units (broken case)");
    // The add-to-cart toast keeps docs/product.md's wording, the quantity in cases.
    expect(addedToCart(t, 5, "Diced Tomatoes", 24)).toBe("5x Diced Tomatoes added to cart (5 cases · 120 units)");
    expect(addedToCart(t, 3, "Olive Oil", 1)).toBe("3x Olive Oil added to cart");
    expect(t("freeUnit", { total: 11 })).toBe("+1 GRATIS = 11 units");
    expect(t("perCase", { price: "$52.32", n: 48 })).toBe("$52.32 / case of 48");
    expect(t("promo101")).toBe("Buy 10, get 1 free");
  });
});

describe("the header's cart (issue 14: at every width)", () => {
  it("is the customer's own, the admin's that orders for a customer, none for visitors", () => {
    expect(cartPathFor("customer")).toBe("/cart");
    expect(cartPathFor("admin")).toBe("/cart-admin");
    expect(cartPathFor("visitor")).toBeNull();
  });
});

describe("coming back after logging in (issue 14)", () => {
  it("keeps only paths of this site that are not account pages or the API", () => {
    expect(safeReturnPath("/cart")).toBe("/cart");
    expect(safeReturnPath("/products?search=rice&page=2")).toBe("/products?search=rice&page=2");
    expect(safeReturnPath("/products/a/../b?x=1#top")).toBe("/products/b?x=1#top");
    for (const bad of [
      null, "", "cart", "checkout", "//evil.example", "/\\evil.example", "/\tevil", "https://evil.example/", "/api/cart/", "/API/cart/",
      "/login?next=/cart", "/register", "/waiting-verification", "/x\n", "/" + "a".repeat(600),
      "/products/../api/users/customers_list/", "/%2e%2e/api/x", "/admin/%2E%2E/login", "/products/..%2fapi", "/./login",
    ]) {
      expect(safeReturnPath(bad)).toBeNull();
    }
    fc.assert(fc.property(fc.string(), (tail) => {
      const path = safeReturnPath(`/${tail}`);
      return path === null || (new URL(path, "http://x.invalid").origin === "http://x.invalid" && !/^\/(api|login)(\/|$)/i.test(new URL(path, "http://x.invalid").pathname));
    }));
  });

  it("links to /login with the page to return to", () => {
    expect(loginHref("/products/rice_basmati_10_kg")).toBe("/login?next=%2Fproducts%2Frice_basmati_10_kg");
    expect(loginHref("/")).toBe("/login");
    expect(loginHref("//evil.example")).toBe("/login");
  });

  it("sends each account where docs/product.md §4 says, or back to the page asked for", () => {
    const customer = { form: "Customer", verified: true } as const;
    const pending = { form: "Customer", verified: false } as const;
    const admin = { form: "Admin", verified: true } as const;
    expect(loginRedirectPath(customer)).toBe("/products");
    expect(loginRedirectPath(customer, { next: "/my-orders" })).toBe("/my-orders");
    expect(loginRedirectPath(customer, { next: "/admin/orders" })).toBe("/products");
    expect(loginRedirectPath(customer, { next: "//evil.example" })).toBe("/products");
    expect(loginRedirectPath(customer, { fromCheckout: true, next: "/my-orders" })).toBe("/checkout");
    expect(loginRedirectPath(pending, { next: "/cart" })).toBe("/waiting-verification");
    expect(loginRedirectPath(admin)).toBe("/admin");
    expect(loginRedirectPath(admin, { next: "/admin/orders?page=2" })).toBe("/admin/orders?page=2");
    expect(loginRedirectPath(admin, { next: "/my-orders" })).toBe("/admin");
    expect(loginRedirectPath(customer, { next: "/products/../admin/orders" })).toBe("/products");
    expect(loginRedirectPath(admin, { next: "/admin/../my-orders" })).toBe("/admin");
  });
});

describe("phone numbers and email addresses as people read them (issue 14)", () => {
  it("formats North American numbers and leaves others as stored", () => {
    expect(formatPhone("6045550100")).toBe("(604) 555-0100");
    expect(formatPhone("16045550100")).toBe("+1 (604) 555-0100");
    expect(formatPhone("4420794600")).toBe("(442) 079-4600");
    expect(formatPhone("442079460000")).toBe("442079460000");
    expect(telHref("6045550100")).toBe("tel:+16045550100");
    expect(telHref("604-555-0100")).toBe("tel:+16045550100");
    expect(telHref("1-800-555-0199")).toBe("tel:18005550199");
  });

  it("cuts an email address only after @ and dots, losing nothing", () => {
    expect(emailWrapParts("orders@fraserharbour.example.ca")).toEqual(["orders", "@", "fraserharbour.", "example.", "ca"]);
    fc.assert(fc.property(fc.emailAddress(), (email) => emailWrapParts(email).join("") === email));
  });
});
