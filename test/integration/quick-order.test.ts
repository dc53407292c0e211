import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { POST as addRoute } from "@/app/api/cart/quick_order/route";
import { POST as previewRoute } from "@/app/api/cart/quick_order/preview/route";
import { getDb } from "@/db/client";
import { cartItems, products } from "@/db/schema";
import { tokenHeader, type TestUser } from "@/test/support/accounts";
import * as build from "@/test/support/builders";
import { apiRequest, json, noParams } from "@/test/support/requests";
import { quickOrderExampleCodes } from "@/lib/cart/quick-order";

/* Quick order (issue 14 point 5): POST /api/cart/quick_order/preview/ and POST /api/cart/quick_order/. */

const preview = (user: TestUser | null, body: unknown) =>
  previewRoute(apiRequest("/api/cart/quick_order/preview/", { method: "POST", body, headers: user ? tokenHeader(user) : {} }), noParams).then(json);
const add = (user: TestUser | null, body: unknown) =>
  addRoute(apiRequest("/api/cart/quick_order/", { method: "POST", body, headers: user ? tokenHeader(user) : {} }), noParams).then(json);

async function cartOf(user: TestUser): Promise<Record<number, number>> {
  const rows = await (await getDb()).select().from(cartItems).where(eq(cartItems.userId, user.id));
  return Object.fromEntries(rows.map((r) => [r.productId, r.quantity]));
}

let n = 0;
const code = (label: string) => `QO-${label}-${(n += 1)}`;

describe("quick order preview", () => {
  it("resolves item codes (any case) and barcodes with case counts, priced at today's prices in whole cases", async () => {
    const user = await build.customer();
    const byItem = await build.product({ item: code("A"), price: "2.00", special: "10", boxQuantity: 12, salesTaxCode: "G" });
    const byBarcode = await build.product({ item: code("B"), barcode: `06${n}123456`, price: "5.00", boxQuantity: 4, actions: "10-1" });
    const text = `item,cases\n${byItem.item.toLowerCase()} 3\n\n${byBarcode.barcode}\t3\t\t\n`;
    const { status, body } = await preview(user, { text });
    expect(status).toBe(200);
    expect(body.lines).toHaveLength(2);
    expect(body.lines[0]).toMatchObject({
      line: 2,
      code: byItem.item.toLowerCase(),
      cases: 3,
      status: "ready",
      error: null,
      total_cases: 3,
      quantity: 36,
      free_quantity: 0,
      line_total: "64.80",
      product: { id: byItem.id, item: byItem.item, discounted_price: "1.80", case_price: "21.60", box_quantity: 12 },
    });
    // 3 cases of 4 = 12 units: the 10-1 free unit is on top and never charged.
    expect(body.lines[1]).toMatchObject({ line: 4, status: "ready", quantity: 12, free_quantity: 1, line_total: "60.00", product: { id: byBarcode.id } });
    expect(body).toMatchObject({ ready: 2, problems: 0, subtotal: "124.80", tax: "3.24", grand_total: "128.04" });
    expect(await cartOf(user)).toEqual({});
  });

  it("names what is wrong with each bad line, and merges lines of the same product into the first", async () => {
    const user = await build.customer();
    const good = await build.product({ item: code("G"), barcode: `07${n}000001` });
    const gone = await build.product({ item: code("T"), isDeleted: true });
    const out = await build.product({ item: code("O"), stock: false });
    const text = [
      `${good.item} 2`,
      "NO-SUCH-CODE 1",
      `${gone.item},1`,
      `${out.item};1`,
      `${good.item} 0`,
      `${good.item} 1.5`,
      `${good.item} -2`,
      `${good.item}`,
      `${good.item} 10000`,
      `${good.item},1,extra`,
      `${good.barcode} 3`,
    ].join("\n");
    const { status, body } = await preview(user, { text });
    expect(status).toBe(200);
    const byLine = Object.fromEntries(body.lines.map((l: { line: number; status: string }) => [l.line, l.status]));
    expect(byLine).toEqual({
      1: "ready",
      2: "unknown",
      // A product in the trash is an unknown code to a customer: its name and price stay hidden.
      3: "unknown",
      4: "out-of-stock",
      5: "cases",
      6: "cases",
      7: "cases",
      8: "missing-cases",
      9: "too-many-cases",
      10: "format",
      11: "merged",
    });
    expect(body.lines[1].error).toContain("NO-SUCH-CODE");
    expect(body.lines[2].product).toBeNull();
    expect(JSON.stringify(body.lines[2])).not.toContain(gone.name);
    expect(body.lines[0]).toMatchObject({ total_cases: 5, quantity: 5, merged_lines: [11] });
    expect(body.lines[10]).toMatchObject({ merged_into: 1, error: null });
    expect(body).toMatchObject({ ready: 1, problems: 9, subtotal: "50.00" });
  });

  it("lets staff order a product that is out of stock, not one in the trash", async () => {
    const admin = await build.admin();
    const out = await build.product({ item: code("OA"), stock: false });
    const gone = await build.product({ item: code("TA"), isDeleted: true });
    const { body } = await preview(admin, { text: `${out.item} 1\n${gone.item} 1` });
    expect(body.lines.map((l: { status: string }) => l.status)).toEqual(["ready", "trashed"]);
  });

  it("refuses empty, oversized and unstorable input with a 400 naming the field", async () => {
    const user = await build.customer();
    expect(await preview(user, { text: "  \n " })).toMatchObject({ status: 400, body: { text: [expect.stringContaining("at least one line")] } });
    expect(await preview(user, {})).toMatchObject({ status: 400, body: { text: expect.any(Array) } });
    expect(await preview(user, { text: 42 })).toMatchObject({ status: 400 });
    const tooMany = Array.from({ length: 201 }, (_, i) => `X-${i} 1`).join("\n");
    expect(await preview(user, { text: tooMany })).toMatchObject({ status: 400, body: { text: [expect.stringContaining("At most 200 lines")] } });
    expect((await preview(user, { text: `${"A".repeat(20_001)} 1` })).status).toBe(400);
    expect((await preview(user, { text: "A\u0000 1" })).status).toBe(400);
  });

  it("is for verified customers and admins: 401 for visitors, 403 for a customer awaiting verification", async () => {
    const p = await build.product({ item: code("V") });
    expect((await preview(null, { text: `${p.item} 1` })).status).toBe(401);
    expect((await preview(await build.customer({ verified: false }), { text: `${p.item} 1` })).status).toBe(403);
    expect((await add(null, { text: `${p.item} 1` })).status).toBe(401);
    expect((await add(await build.customer({ verified: false }), { text: `${p.item} 1` })).status).toBe(403);
  });
});

describe("quick order add", () => {
  it("adds every line in one step, growing lines already in the cart by whole cases", async () => {
    const user = await build.customer();
    const a = await build.product({ item: code("AA"), boxQuantity: 6 });
    const b = await build.product({ item: code("AB"), boxQuantity: 1 });
    await (await getDb()).insert(cartItems).values({ userId: user.id, productId: a.id, quantity: 6 });
    const { status, body } = await add(user, { text: `${a.item},2\n${b.item},4\n${a.item},1` });
    expect(status).toBe(200);
    expect(body.added).toEqual([
      { id: a.id, name: a.name, cases: 3, quantity: 18 },
      { id: b.id, name: b.name, cases: 4, quantity: 4 },
    ]);
    expect(body.cart).toMatchObject({ count: 2 });
    expect(await cartOf(user)).toEqual({ [a.id]: 24, [b.id]: 4 });
  });

  it("adds nothing when a line cannot go, and says which lines (400)", async () => {
    const user = await build.customer();
    const good = await build.product({ item: code("NG") });
    const out = await build.product({ item: code("NO"), stock: false });
    const { status, body } = await add(user, { text: `${good.item} 1\n${out.item} 1\nWHAT 2\n${good.item} x` });
    expect(status).toBe(400);
    expect(body.text).toEqual([
      expect.stringMatching(/^Line 2: Temporary out of stock/),
      expect.stringMatching(/^Line 3: No product has the item code or barcode “WHAT”/),
      expect.stringMatching(/^Line 4: The number of cases/),
    ]);
    expect(await cartOf(user)).toEqual({});
  });

  it("refuses a line that would make a cart line too large, and a product trashed since the preview", async () => {
    const user = await build.customer();
    const big = await build.product({ item: code("BG"), boxQuantity: 500 });
    expect(await add(user, { text: `${big.item} 2000` })).toMatchObject({ status: 400, body: { text: [expect.stringMatching(/^Line 1: That many units/)] } });
    const p = await build.product({ item: code("TR") });
    expect((await preview(user, { text: `${p.item} 1` })).body.ready).toBe(1);
    await (await getDb()).update(products).set({ isDeleted: true }).where(eq(products.id, p.id));
    expect(await add(user, { text: `${p.item} 1` })).toMatchObject({ status: 400, body: { text: [expect.stringMatching(/^Line 1: No product has the item code or barcode/)] } });
    expect(await cartOf(user)).toEqual({});
  });

  it("two adds at once never take a cart line past its limit, and the refused one writes none of its lines", async () => {
    const user = await build.customer();
    const small = await build.product({ item: code("CS"), boxQuantity: 6 });
    const big = await build.product({ item: code("CB"), boxQuantity: 1000 });
    // Each add alone fits (600,000 units); both together would not. The small line comes first, so
    // a refusal at the big line must also undo the small one.
    const text = `${small.item} 1\n${big.item} 600`;
    const answers = await Promise.all([add(user, { text }), add(user, { text })]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400]);
    expect(await cartOf(user)).toEqual({ [small.id]: 6, [big.id]: 600_000 });
  });

  it("puts out-of-stock products in an admin's cart", async () => {
    const admin = await build.admin();
    const out = await build.product({ item: code("AO"), stock: false, boxQuantity: 3 });
    expect(await add(admin, { text: `${out.item} 2` })).toMatchObject({ status: 200, body: { added: [{ id: out.id, quantity: 6 }] } });
    expect(await cartOf(admin)).toEqual({ [out.id]: 6 });
  });
});

describe("the quick order's example codes", () => {
  it("are the first in-stock active products by name whose code is one word; none while there are none", async () => {
    const db = await getDb();
    // Every product of this file so far is out of the way: out of stock for the first check.
    await db.update(products).set({ stock: false });
    expect(await quickOrderExampleCodes()).toEqual([]);
    await build.product({ item: code("OUT"), name: "0000 a out of stock", stock: false });
    await build.product({ item: code("GONE"), name: "0000 b trashed", isDeleted: true });
    await build.product({ item: "TWO WORDS", name: "0000 c two-word code" });
    const first = await build.product({ item: code("E1"), name: "0000 d first" });
    const second = await build.product({ item: code("E2"), name: "0000 e second" });
    await build.product({ item: code("E3"), name: "0000 f third" });
    expect(await quickOrderExampleCodes()).toEqual([first.item, second.item]);
  });
});
