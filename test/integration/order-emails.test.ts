import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as placeOrder } from "@/app/api/orders/order/details/route";
import { getDb } from "@/db/client";
import { products } from "@/db/schema";
import { getEnv } from "@/lib/env";
import { createUser, tokenHeader } from "@/test/support/accounts";
import { apiRequest, noParams } from "@/test/support/requests";
import { startSmtpReceiver } from "@/test/support/smtp-receiver";

let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;
beforeAll(async () => {
  smtp = await startSmtpReceiver();
});
afterAll(async () => smtp.stop());

describe("emails when an order is placed", () => {
  it("sends the customer a summary with lines and totals, and tells the shop's order address", async () => {
    const user = await createUser({ verified: true });
    const [p] = await (await getDb())
      .insert(products)
      .values({ item: "MAIL-1", name: "Maple Syrup 1 L", slug: "maple_syrup_mail", price: "12.00", boxQuantity: 1, actions: "10-1", salesTaxCode: "G" })
      .returning();
    const body = { country: "Canada", address: "1 Main St", townCity: "Vancouver", state: "BC", zipcode: "V6B 1A1", email: "orders-mail@test.example.ca", phone: "6045550100", price: "126.00", purchased_items: [{ id: p.id, quantity: 11 }] };
    const response = await placeOrder(apiRequest("/api/orders/order/details/", { method: "POST", body, headers: tokenHeader(user) }), noParams);
    expect(response.status).toBe(201);
    const { order } = await response.json();
    const toCustomer = await smtp.waitFor("orders-mail@test.example.ca");
    expect(toCustomer.raw).toContain(`order #${order.id}`);
    expect(toCustomer.raw).toContain("Maple Syrup 1 L (MAIL-1): 10 +1 GRATIS");
    expect(toCustomer.raw).toContain("Grand total: $126.00 CAD");
    const toShop = await smtp.waitFor(getEnv().ORDER_NOTIFICATION_EMAIL);
    expect(toShop.raw).toContain(`New order #${order.id}`);
  });
});
