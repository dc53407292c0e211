import { describe, expect, it } from "vitest";
import { translator } from "@/lib/i18n/translator";
import { loginReasonOf } from "@/lib/shared/accounts/login-redirect";

/* Why a visitor was sent to log in (the login page's notice), from the page they asked for, in either language. */
describe("the login reason", () => {
  const t = translator("en-CA", "account");
  const reason = (next: string) => t("loginReason", { reason: loginReasonOf(next) });

  it("names what the page asked for needs", () => {
    expect(reason("/cart")).toBe("Log in to see your cart.");
    expect(reason("/cart?x=1")).toBe("Log in to see your cart.");
    expect(reason("/my-orders?page=2")).toBe("Log in to see your orders.");
    expect(reason("/order/3")).toBe("Log in to see your orders.");
    expect(reason("/edit-order/4")).toBe("Log in to see your orders.");
    expect(reason("/my-profile")).toBe("Log in to see your profile.");
    expect(reason("/admin/orders")).toBe("Log in with a staff account to open the back office.");
    expect(reason("/checkout-admin")).toBe("Log in with a staff account to open the back office.");
    expect(reason("/products/rice")).toBe("Log in to see prices and order.");
    expect(reason("/")).toBe("Log in to see prices and order.");
    expect(reason("/carts")).toBe("Log in to continue.");
    expect(reason("/quick-order")).toBe("Log in to continue.");
  });

  it("reads a French page's path as the same page", () => {
    expect(loginReasonOf("/fr/cart")).toBe("cart");
    expect(loginReasonOf("/fr")).toBe("products");
    expect(loginReasonOf("/fr?search=riz")).toBe("products");
    expect(loginReasonOf("/frozen")).toBe("other");
    expect(translator("fr-CA", "account")("loginReason", { reason: loginReasonOf("/fr/my-orders") })).toBe("Connectez-vous pour voir vos commandes.");
  });
});
