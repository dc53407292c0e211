import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as placeOrder } from "@/app/api/orders/order/details/route";
import { getEnv } from "@/lib/env";
import { tokenHeader } from "@/test/support/accounts";
import * as build from "@/test/support/builders";
import { apiRequest, noParams } from "@/test/support/requests";
import { readableMail, startSmtpReceiver } from "@/test/support/smtp-receiver";

let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;
beforeAll(async () => {
  smtp = await startSmtpReceiver();
});
afterAll(async () => smtp.stop());

describe("emails when an order is placed", () => {
  it("sends the customer a summary with lines and totals, and tells the shop's order address", async () => {
    const user = await build.customer({ email: "orders-mail@test.example.ca" });
    const p = await build.product({ item: "MAIL-1", name: "Maple Syrup 1 L", price: "12.00", actions: "10-1", salesTaxCode: "G" });
    const body = { country: "Canada", address: "1 Main St", townCity: "Vancouver", state: "BC", zipcode: "V6B 1A1", email: "orders-mail@test.example.ca", phone: "6045550100", price: "126.00", purchased_items: [{ id: p.id, quantity: 11 }] };
    const response = await placeOrder(apiRequest("/api/orders/order/details/", { method: "POST", body, headers: tokenHeader(user) }), noParams);
    expect(response.status).toBe(201);
    const { order } = await response.json();
    const toCustomer = await smtp.waitFor("orders-mail@test.example.ca");
    // Read as the mail client shows it: where quoted-printable folds a line depends on the lines before it.
    const text = readableMail(toCustomer.raw);
    expect(text).toContain(`order #${order.id}`);
    expect(text).toContain("Maple Syrup 1 L (MAIL-1): 10 +1 GRATIS");
    expect(text).toContain("Grand total: $126.00 CAD");
    const toShop = await smtp.waitFor(getEnv().ORDER_NOTIFICATION_EMAIL);
    expect(toShop.raw).toContain(`New order #${order.id}`);
  });

  it("sends the customer's copy to the account's own email, never to a billing email typed with the order", async () => {
    const user = await build.customer({ email: "account-owner@test.example.ca" });
    const p = await build.product({ price: "5.00" });
    const body = { country: "Canada", address: "1 Main St", townCity: "Vancouver", state: "BC", zipcode: "V6B 1A1", email: "victim@elsewhere.example.com", phone: "6045550100", price: "5.00", purchased_items: [{ id: p.id, quantity: 1 }] };
    for (let n = 0; n < 3; n++) {
      const response = await placeOrder(apiRequest("/api/orders/order/details/", { method: "POST", body, headers: tokenHeader(user) }), noParams);
      expect(response.status).toBe(201);
      const { order } = await response.json();
      // The shop's mail goes last: once it is in, the customer's copy has been sent too.
      await expect.poll(() => smtp.received.some((m) => m.to.includes(getEnv().ORDER_NOTIFICATION_EMAIL) && m.raw.includes(`New order #${order.id}`))).toBe(true);
      expect((await smtp.waitFor("account-owner@test.example.ca")).raw).toContain(`order #${order.id}`);
    }
    expect(smtp.received.filter((m) => m.to.includes("victim@elsewhere.example.com"))).toEqual([]);
  });
});
