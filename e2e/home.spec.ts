import { expect } from "@playwright/test";
import { adminToken } from "./support/accounts";
import { againstDeployment } from "./support/deployment";
import { test } from "./support/test";

test.describe("the home page", () => {
  test("shows the contact banner and real products without prices to a visitor", { tag: "@smoke" }, async ({ page }) => {
    await page.goto("/");
    const banner = page.getByRole("complementary", { name: "Contact us" });
    await expect(banner).toContainText("1250 Boundary Road, Burnaby, BC V5J 0A1");
    await expect(banner.getByRole("link", { name: "604-555-0100" })).toHaveAttribute("href", "tel:6045550100");

    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    await expect(page.getByRole("heading", { name: "Our products" })).toBeVisible();
    const cards = page.getByRole("article");
    await expect(cards).toHaveCount(8);
    await expect(cards.first().getByText("Login to see price")).toBeVisible();
    await expect(page.locator("main")).not.toContainText("$");

    // Every picture is a real, loaded image (generated or the placeholder).
    const images = page.locator("main img");
    const count = await images.count();
    expect(count).toBe(8);
    for (let i = 0; i < count; i++) {
      await expect(images.nth(i)).toHaveJSProperty("complete", true);
      expect(await images.nth(i).evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    }
  });

  test("is usable from the keyboard: the skip link leads to the content", async ({ page }) => {
    await page.goto("/");
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to content" });
    await expect(skip).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/#main$/);
  });

  test("answers the health check over HTTP, with and without the trailing slash", { tag: "@smoke" }, async ({ request }) => {
    // The version and the database kind are for staff (issue 10): the check is made as an admin.
    const headers = { Authorization: `Token ${await adminToken(request)}` };
    for (const path of ["/api/health", "/api/health/"]) {
      const response = await request.get(path, { headers });
      expect(response.status()).toBe(200);
      // The local e2e server runs the embedded database; a deployment (E2E_BASE_URL) may run either.
      const kind = againstDeployment ? expect.stringMatching(/^(pglite|postgres)$/) : "pglite";
      expect(await response.json()).toMatchObject({ status: "ok", version: "0.0.4", database: { kind, ok: true } });
    }
  });
});
