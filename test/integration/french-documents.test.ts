import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { POST as placeOrder } from "@/app/api/orders/order/details/route";
import { PATCH as confirmRoute } from "@/app/api/orders/confirm_order/[id]/route";
import { POST as createCode } from "@/app/api/users/create_password_reset_code/route";
import { PATCH as verify } from "@/app/api/users/profile_verification/[id]/route";
import { GET as cataloguePdf } from "@/app/api/products/generate/pdf/route";
import { getEnv } from "@/lib/env";
import { resetAllLimiters } from "@/lib/security/rate-limit";
import { createUser, tokenHeader, type TestUser } from "@/test/support/accounts";
import * as build from "@/test/support/builders";
import { apiRequest, noParams, routeParams } from "@/test/support/requests";
import { readableMail, startSmtpReceiver } from "@/test/support/smtp-receiver";
import { hasPdftotext, pdfText } from "@/test/support/pdf-text";

/*
 * Emails and the PDF catalogue in the reader's language (issue 28, docs/i18n.md): a customer who
 * chose French gets French emails with money and dates in French format; the shop's own copy stays
 * English; the password reset follows the stored choice, else the request's language; the PDF
 * catalogue follows the caller's language, product and category names included.
 */

const NBSP = "\u00a0";
let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;
let admin: TestUser;

beforeAll(async () => {
  smtp = await startSmtpReceiver();
  admin = await build.admin();
});
afterAll(async () => smtp.stop());
beforeEach(() => resetAllLimiters());

/** The mails to `to` once `count` have come, as people read them. */
async function mailsTo(to: string, count = 1): Promise<string[]> {
  await expect.poll(() => smtp.received.filter((m) => m.to.includes(to)).length).toBeGreaterThanOrEqual(count);
  return smtp.received.filter((m) => m.to.includes(to)).map((m) => readableMail(m.raw));
}

async function order(user: TestUser, email: string) {
  const p = await build.product({ item: `FRM-${user.id}`, name: "Maple syrup 1 L", nameFr: "Sirop d'érable 1 L", price: "1234.56", actions: "10-1", salesTaxCode: "G" });
  const body = { country: "Canada", address: "1 rue Principale", townCity: "Gatineau", state: "QC", zipcode: "J8X 1A1", email, phone: "8195550100", price: "12962.88", purchased_items: [{ id: p.id, quantity: 11 }] };
  const response = await placeOrder(apiRequest("/api/orders/order/details/", { method: "POST", body, headers: tokenHeader(user) }), noParams);
  expect(response.status, JSON.stringify(await response.clone().json())).toBe(201);
  return (await response.json()).order as { id: number };
}

describe("emails in the customer's language", () => {
  it("sends a French customer their order in French, money in French format; the shop's copy stays English", async () => {
    const email = `fr-order-${process.pid}@test.example.ca`;
    const customer = await createUser({ email, locale: "fr-CA" });
    const placed = await order(customer, email);
    const [received] = await mailsTo(email);
    expect(received).toMatch(new RegExp(`^Subject: .+${NBSP}: nous avons bien reçu votre commande nº ${placed.id}\\r?$`, "m"));
    expect(received).toContain(`Commande nº ${placed.id}`);
    // The line by the French name it was ordered with (order_items.name_fr).
    expect(received).toContain(`Sirop d'érable 1 L (FRM-${customer.id})${NBSP}: 10 +1 GRATUIT × 1${NBSP}234,56${NBSP}$`);
    // The line is marked taxable, and the tax named in French (issue 29): « TPS 5 % ».
    expect(received).toContain(`(taxable)`);
    expect(received).toContain(`TPS 5${NBSP}%${NBSP}: 617,28${NBSP}$`);
    expect(received).toMatch(new RegExp(`Total${NBSP}: 12${NBSP}962,88${NBSP}\\$`));
    expect(received).toContain(`Livrer à (tel que le client l'a saisi)${NBSP}:`);
    const shop = (await mailsTo(getEnv().ORDER_NOTIFICATION_EMAIL)).find((m) => m.includes(`New order #${placed.id}`));
    expect(shop).toContain("Grand total: $12,962.88 CAD");
    expect(shop).toContain(`Maple syrup 1 L (FRM-${customer.id})`);

    const confirmed = await confirmRoute(
      apiRequest(`/api/orders/confirm_order/${placed.id}/`, { method: "PATCH", body: { confirmed: true }, headers: tokenHeader(admin) }),
      routeParams({ id: String(placed.id) }),
    );
    expect(confirmed.status).toBe(200);
    const mails = await mailsTo(email, 2);
    const confirmation = mails.find((m) => m.includes("est confirmée"))!;
    expect(confirmation).toContain(`votre commande nº ${placed.id} est confirmée`);
    // A French time: "27 nov. à 14 h 05".
    expect(confirmation).toMatch(/nous avons confirmé votre commande le \d{1,2}(er)? [a-zéû]+\.? à \d{1,2} h \d{2} \(heure du Pacifique\)/);
  });

  it("keeps English for a customer who chose nothing or English", async () => {
    for (const locale of [undefined, "en-CA" as const]) {
      const email = `en-order-${locale ?? "none"}-${process.pid}@test.example.ca`;
      const customer = await createUser({ email, locale });
      const placed = await order(customer, email);
      const [received] = await mailsTo(email);
      expect(received).toContain(`we received your order #${placed.id}`);
      expect(received).toContain("Grand total: $12,962.88 CAD");
    }
  });

  it("sends the reset code in the stored language, else in the language of the request", async () => {
    const french = await createUser({ email: `fr-reset-${process.pid}@test.example.ca`, locale: "fr-CA" });
    const plain = await createUser({ email: `plain-reset-${process.pid}@test.example.ca` });
    const ask = (email: string, headers: Record<string, string> = {}) =>
      createCode(apiRequest("/api/users/create_password_reset_code/", { method: "POST", body: { email }, headers }), noParams);
    expect((await ask(french.email, { "accept-language": "en-CA" })).status).toBe(200);
    expect((await mailsTo(french.email))[0]).toMatch(/Votre code\u00a0: \d{6}/);
    expect((await ask(plain.email, { "accept-language": "fr-CA,fr;q=0.9" })).status).toBe(200);
    expect((await mailsTo(plain.email))[0]).toContain("Quelqu'un a demandé de réinitialiser le mot de passe");
    expect((await ask(plain.email)).status).toBe(200);
    expect((await mailsTo(plain.email, 2))[1]).toContain("Someone asked to reset the password");
  });

  it("tells a French customer in French that their account is verified", async () => {
    const customer = await createUser({ email: `fr-verified-${process.pid}@test.example.ca`, verified: false, locale: "fr-CA" });
    const answer = await verify(
      apiRequest(`/api/users/profile_verification/${customer.id}/`, { method: "PATCH", body: { verified: true }, headers: tokenHeader(admin) }),
      routeParams({ id: String(customer.id) }),
    );
    expect(answer.status).toBe(200);
    const [received] = await mailsTo(customer.email);
    expect(received).toContain("Bonjour Test User");
    expect(received).toContain("est maintenant vérifié");
  });
});

describe.runIf(hasPdftotext)("the PDF catalogue in the caller's language", () => {
  it("is French for a French caller: texts, names, money, date; English otherwise", async () => {
    const dairy = await build.category({ name: "Dairy (pdf)", nameFr: "Produits laitiers (pdf)" });
    await build.product({ item: "PDF-FR-1", name: "Whipping cream 1 L", nameFr: "Crème à fouetter 1 L", price: "1234.50", special: "12.5", categories: [dairy] });
    const text = async (headers: Record<string, string>) => {
      const response = await cataloguePdf(apiRequest(`/api/products/generate/pdf/?category=${dairy.id}`, { headers: { ...tokenHeader(admin), ...headers } }), noParams);
      expect(response.status).toBe(200);
      const pdf = Buffer.from(await response.arrayBuffer());
      return pdfText(pdf);
    };
    const french = await text({ "accept-language": "fr-CA" });
    expect(french).toContain("Catalogue de gros");
    expect(french).toMatch(/Prix en vigueur le \d{1,2}(er)? [a-zéû]+ \d{4}/);
    expect(french).toContain("Produits laitiers (pdf)");
    expect(french).toContain("Crème à fouetter 1 L");
    // pdftotext writes the non-breaking spaces as spaces.
    expect(french).toMatch(/1\s080,19\s\$/);
    expect(french).toMatch(/-12,5\s%/);
    const english = await text({});
    expect(english).toContain("Wholesale catalogue");
    expect(english).toContain("Whipping cream 1 L");
    expect(english).toContain("$1,080.19");
    expect(english).toContain("-12.5%");
  });
});
