import { createHash } from "node:crypto";
import { existsSync, readdirSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import zlib from "node:zlib";
import { eq, sql } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { POST as createRoute } from "@/app/api/products/product/details/route";
import { PATCH as patchRoute } from "@/app/api/products/product/details/[id]/route";
import { GET as productList } from "@/app/api/products/product_list/route";
import { GET as orderDetails } from "@/app/api/orders/order/details/[id]/route";
import { GET as media } from "@/app/media/[...key]/route";
import { getDb, type Db } from "@/db/client";
import { productCategories, products, productStock, vendors, type CategoryRow } from "@/db/schema";
import { largeMediaKey, printMediaKey } from "@/lib/shared/storage/media-url";
import { mediaDir } from "@/lib/storage/media-store";
import { tokenHeader, type TestUser } from "@/test/support/accounts";
import * as build from "@/test/support/builders";
import { apiRequest, noParams, routeParams } from "@/test/support/requests";

/*
 * The back office's product endpoints (issue 11): POST and PATCH /api/products/product/details/,
 * multipart with images checked by content, trash, restore and permanent deletion.
 */

let db: Db;
let admin: TestUser;
let customer: TestUser;
let pending: TestUser;
let main: CategoryRow;
let sub: CategoryRow;
let otherMain: CategoryRow;
let vendorId: number;
let itemSeq = 0;

const nextItem = () => `ADM-${(itemSeq += 1)}`;

let shade = 0;

/** A PNG of its own colour each time, so that no two uploads share a content-addressed key. */
async function png(width = 640, height = 480): Promise<Buffer> {
  shade = (shade + 7) % 256;
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: shade, b: 40 } } }).png().toBuffer();
}

/** A real decompression bomb: a valid 20,000 × 20,000 grey PNG of zeros, ~400 KB compressed. */
async function pngBomb(): Promise<Buffer> {
  const width = 20_000;
  const height = 20_000;
  const chunk = (type: string, data: Buffer) => {
    const head = Buffer.alloc(8);
    head.writeUInt32BE(data.length, 0);
    head.write(type, 4, "ascii");
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(Buffer.concat([head.subarray(4), data])) >>> 0, 0);
    return Buffer.concat([head, data, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.writeUInt8(8, 8); // bit depth 8, colour type 0 (grey), default compression, filter, no interlace
  const rows = Buffer.alloc((width + 1) * 500); // 500 rows, each a filter byte and 20,000 zero pixels
  const deflate = zlib.createDeflate({ level: 9 });
  const parts: Buffer[] = [];
  deflate.on("data", (part: Buffer) => parts.push(part));
  const done = new Promise((resolve) => deflate.on("end", resolve));
  for (let y = 0; y < height; y += 500) deflate.write(rows);
  deflate.end();
  await done;
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk("IHDR", ihdr), chunk("IDAT", Buffer.concat(parts)), chunk("IEND", Buffer.alloc(0))]);
}

function form(fields: Record<string, string | Blob>, fileName = "photo.png"): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (value instanceof Blob) data.append(key, value, fileName);
    else data.append(key, value);
  }
  return data;
}

const validFields = () => ({
  item: nextItem(),
  name: "Crème fraîche 35 % 1 L",
  price: "6.40",
  cost: "4.10",
  special: "",
  barcode: "0627843000123",
  box_quantity: "12",
  stock: "true",
  quantity: "48",
  sales_tax_code: "E",
  purchase_tax_code: "G",
  need_to_reorder_below: "24",
  ordering: "5",
  actions: "10-1",
  vendor: String(vendorId),
  cat: `${main.id},${sub.id}`,
});

/** `user` null: a visitor. */
async function create(body: FormData | object, user: TestUser | null = admin) {
  const response = await createRoute(
    apiRequest("/api/products/product/details/", { method: "POST", body, headers: user ? tokenHeader(user) : {} }),
    noParams,
  );
  return { status: response.status, body: await response.json() };
}

async function patch(id: number | string, body: FormData | object, user: TestUser | null = admin) {
  const response = await patchRoute(
    apiRequest(`/api/products/product/details/${id}/`, { method: "PATCH", body, headers: user ? tokenHeader(user) : {} }),
    routeParams({ id: String(id) }),
  );
  return { status: response.status, body: await response.json() };
}

async function list(query: string, user: TestUser = admin) {
  const response = await productList(apiRequest(`/api/products/product_list/${query}`, { headers: tokenHeader(user) }), noParams);
  return (await response.json()) as { count: number; results: Array<{ id: number; name: string; stock: boolean; quantity?: number }> };
}

/** Every file under the media folder (a failed upload must leave none behind). */
function mediaFiles(): string[] {
  const root = mediaDir();
  if (!existsSync(root)) return [];
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
}

const productCount = async () => (await db.select({ n: sql<number>`count(*)::int` }).from(products))[0].n;

beforeAll(async () => {
  db = await getDb();
  admin = await build.admin();
  customer = await build.customer();
  pending = await build.customer({ verified: false });
  main = await build.category({ name: "Dairy" });
  sub = await build.category({ name: "Cream", parentId: main.id });
  otherMain = await build.category({ name: "Bakery" });
  [{ id: vendorId }] = await db.insert(vendors).values({ name: "Fraser Valley Dairy" }).returning({ id: vendors.id });
});

describe("POST /api/products/product/details/", () => {
  it("creates a product from the multipart form: fields, categories, stock level, a derived slug and both image renditions", async () => {
    const fields = validFields();
    const answer = await create(form({ ...fields, image: new Blob([new Uint8Array(await png())], { type: "image/png" }) }));
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({
      item: fields.item,
      name: "Crème fraîche 35 % 1 L",
      slug: "creme_fraiche_35_1_l",
      price: "6.40",
      cost: "4.10",
      special: "0.00",
      barcode: "0627843000123",
      box_quantity: 12,
      stock: true,
      quantity: 48,
      need_to_reorder_below: 24,
      sales_tax_code: "E",
      purchase_tax_code: "G",
      ordering: 5,
      actions: "10-1",
      vendor: vendorId,
      is_deleted: false,
      categories: expect.arrayContaining([{ id: main.id }, { id: sub.id }]),
    });
    const key = (answer.body.image as string).replace(/^\/media\//, "");
    expect(key).toMatch(/^products\/creme_fraiche_35_1_l-[0-9a-f]{12}\.webp$/);
    const card = await sharp(path.join(mediaDir(), key)).metadata();
    expect([card.format, card.width, card.height]).toEqual(["webp", 428, 428]);
    const large = await sharp(path.join(mediaDir(), largeMediaKey(key))).metadata();
    expect([large.format, large.width, large.height]).toEqual(["webp", 640, 480]);
    const print = await sharp(path.join(mediaDir(), printMediaKey(key))).metadata();
    expect([print.format, print.width, print.height]).toEqual(["jpeg", 128, 128]);
    const served = await media(apiRequest(`/media/${key}`), routeParams({ key: key.split("/") }));
    expect(served.status).toBe(200);
    expect(served.headers.get("cache-control")).toContain("immutable");
    expect(served.headers.get("x-content-type-options")).toBe("nosniff");
    // The storefront shows it on the next request: the count cache was dropped.
    const found = await list(`?search=${encodeURIComponent(fields.item.toLowerCase())}`);
    expect(found.results.map((p) => p.id)).toEqual([answer.body.id]);
  });

  it("makes a slug unique and takes an optional JSON body with defaults; special above 100 becomes 100", async () => {
    const first = await create({ ...validFields(), name: "Pâté de campagne", vendor: "" });
    const second = await create({ ...validFields(), name: "Pâté de campagne!", special: "150", cat: String(otherMain.id), quantity: undefined, need_to_reorder_below: undefined });
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(first.body.slug).toBe("pate_de_campagne");
    expect(second.body).toMatchObject({ slug: "pate_de_campagne_2", special: "100.00", quantity: 0, need_to_reorder_below: 0, categories: [{ id: otherMain.id }], image: null });
  });

  it("gives products of one name saved at once distinct slugs: a derived slug that loses a race takes the next free one", async () => {
    const answers = await Promise.all(Array.from({ length: 8 }, () => create(form({ ...validFields(), name: "Beurre doux 454 g" }))));
    expect(answers.map((a) => a.status)).toEqual(Array(8).fill(201));
    const slugs = answers.map((a) => a.body.slug as string);
    expect(new Set(slugs).size).toBe(8);
    expect(slugs.sort()).toEqual(["beurre_doux_454_g", ...[2, 3, 4, 5, 6, 7, 8].map((n) => `beurre_doux_454_g_${n}`)].sort());
  });

  it.each([
    ["no main category", { cat: "" }, "cat"],
    ["a category that does not exist", { cat: "999999" }, "cat"],
    ["a subcategory as main category", { cat: () => String(sub.id) }, "cat"],
    ["a subcategory of another main category", { cat: () => `${otherMain.id},${sub.id}` }, "cat"],
    ["three category ids", { cat: () => `${main.id},${sub.id},${otherMain.id}` }, "cat"],
    ["a blank name", { name: "  " }, "name"],
    ["a NUL in the name", { name: "Milk\u0000" }, "name"],
    ["a price with three decimals", { price: "1.005" }, "price"],
    ["a negative price", { price: "-1" }, "price"],
    ["a discount with two points", { special: "1.2.3" }, "special"],
    ["a discount with letters", { special: "10%" }, "special"],
    ["a zero case size", { box_quantity: "0" }, "box_quantity"],
    ["a fractional case size", { box_quantity: "1.5" }, "box_quantity"],
    ["a tax code other than G or E", { sales_tax_code: "X" }, "sales_tax_code"],
    ["an unknown promotion", { actions: "2-1" }, "actions"],
    ["an unknown vendor", { vendor: "999999" }, "vendor"],
    ["a stock that is not a yes or no", { stock: "maybe" }, "stock"],
    ["a slug with capitals", { slug: "Not-A-Slug" }, "slug"],
    ["an image field that is text", { image: "not a file" }, "image"],
  ] as Array<[string, Record<string, string | (() => string)>, string]>)("refuses %s with a 400 on that field and stores nothing", async (_label, change, field) => {
    const before = await productCount();
    const values = Object.fromEntries(Object.entries(change).map(([k, v]) => [k, typeof v === "function" ? v() : v]));
    const answer = await create(form({ ...validFields(), ...values }));
    expect(answer.status).toBe(400);
    expect(Object.keys(answer.body)).toContain(field);
    expect(await productCount()).toBe(before);
  });

  it("refuses an item code already used (in any letter case) and a typed slug already used", async () => {
    const first = await create(validFields());
    const sameItem = await create({ ...validFields(), item: first.body.item.toLowerCase() });
    expect(sameItem).toMatchObject({ status: 400, body: { item: ["A product with this item code already exists."] } });
    const sameSlug = await create({ ...validFields(), slug: first.body.slug });
    expect(sameSlug).toMatchObject({ status: 400, body: { slug: ["A product with this slug already exists."] } });
  });

  describe("an image is judged by its content, and a refused one leaves nothing behind", () => {
    const cases: Array<[string, () => Promise<{ blob: Blob; name: string }>, number, string | null]> = [
      ["an HTML page named .jpg", async () => ({ blob: new Blob(["<html><script>alert(1)</script></html>"], { type: "image/jpeg" }), name: "photo.jpg" }), 400, "Upload a JPEG, PNG or WebP image."],
      [
        "an SVG named .png",
        async () => ({ blob: new Blob(['<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>'], { type: "image/png" }), name: "photo.png" }),
        400,
        "Upload a JPEG, PNG or WebP image.",
      ],
      [
        "a GIF",
        async () => ({ blob: new Blob([new Uint8Array(await sharp({ create: { width: 8, height: 8, channels: 3, background: "#fff" } }).gif().toBuffer())], { type: "image/gif" }), name: "a.gif" }),
        400,
        "Upload a JPEG, PNG or WebP image.",
      ],
      [
        "a 20,000 × 20,000 PNG (a decompression bomb)",
        async () => ({ blob: new Blob([new Uint8Array(await pngBomb())], { type: "image/png" }), name: "bomb.png" }),
        400,
        "The image is too large: at most 40 megapixels.",
      ],
      ["a truncated PNG", async () => ({ blob: new Blob([new Uint8Array((await png()).subarray(0, 200))], { type: "image/png" }), name: "cut.png" }), 400, null],
      ["a 30 MB file", async () => ({ blob: new Blob([new Uint8Array(30 * 1024 * 1024)], { type: "image/jpeg" }), name: "huge.jpg" }), 413, null],
    ];

    it.each(cases)("%s", async (_label, make, status, message) => {
      const filesBefore = mediaFiles();
      const before = await productCount();
      const { blob, name } = await make();
      const answer = await create(form({ ...validFields(), image: blob }, name));
      expect(answer.status).toBe(status);
      if (message) expect(answer.body).toEqual({ image: [message] });
      expect(await productCount()).toBe(before);
      expect(mediaFiles()).toEqual(filesBefore);
    }, 60_000);

    it("an upload whose product is then refused (a taken item code) leaves no file", async () => {
      const taken = await create(validFields());
      const filesBefore = mediaFiles();
      const answer = await create(form({ ...validFields(), item: taken.body.item, image: new Blob([new Uint8Array(await png(300, 300))], { type: "image/png" }) }));
      expect(answer.status).toBe(400);
      expect(mediaFiles()).toEqual(filesBefore);
    });
  });

  it.each([
    ["a visitor", 401, () => null],
    ["a customer awaiting verification", 403, () => pending],
    ["a verified customer", 403, () => customer],
  ] as Array<[string, number, () => TestUser | null]>)("answers %s %i and stores nothing", async (_label, status, user) => {
    const before = await productCount();
    const answer = await create(validFields(), user());
    expect(answer.status).toBe(status);
    expect(await productCount()).toBe(before);
  });
});

describe("PATCH /api/products/product/details/{id}/", () => {
  it("edits the fields sent and nothing else; a new image replaces the old one and the old files go", async () => {
    const made = await create(form({ ...validFields(), image: new Blob([new Uint8Array(await png())], { type: "image/png" }) }));
    const oldKey = (made.body.image as string).replace(/^\/media\//, "");
    const edited = await patch(made.body.id, form({ price: "7.10", quantity: "12", cat: String(otherMain.id), image: new Blob([new Uint8Array(await png(500, 500))], { type: "image/png" }) }));
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ price: "7.10", quantity: 12, need_to_reorder_below: 24, cost: "4.10", name: made.body.name, slug: made.body.slug, categories: [{ id: otherMain.id }] });
    const newKey = (edited.body.image as string).replace(/^\/media\//, "");
    expect(newKey).not.toBe(oldKey);
    await expect.poll(() => existsSync(path.join(mediaDir(), oldKey))).toBe(false);
    expect(existsSync(path.join(mediaDir(), largeMediaKey(oldKey)))).toBe(false);
    expect(existsSync(path.join(mediaDir(), printMediaKey(oldKey)))).toBe(false);
    expect(existsSync(path.join(mediaDir(), newKey))).toBe(true);
    const [level] = await db.select().from(productStock).where(eq(productStock.productId, made.body.id));
    expect(level).toMatchObject({ quantity: 12, needToReorderBelow: 24 });
  });

  it("24 concurrent PATCHes with the same picture all succeed and leave one copy of each rendition, no temporary file", async () => {
    const made = await create(validFields());
    const picture = await png(320, 240);
    const answers = await Promise.all(
      Array.from({ length: 24 }, () => patch(made.body.id, form({ image: new Blob([new Uint8Array(picture)], { type: "image/png" }) }))),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(24).fill(200));
    const keys = new Set(answers.map((answer) => (answer.body.image as string).replace(/^\/media\//, "")));
    expect(keys.size).toBe(1);
    const [key] = keys;
    const stored = mediaFiles().filter((file) => file.includes(path.basename(key, ".webp")));
    expect(stored.sort()).toEqual([key, largeMediaKey(key), printMediaKey(key)].sort());
    expect(mediaFiles().filter((file) => file.endsWith(".tmp"))).toEqual([]);
    // The key names the card's content, so the file under it is the whole card.
    const card = await readFile(path.join(mediaDir(), key));
    expect(key).toContain(`-${createHash("sha256").update(card).digest("hex").slice(0, 12)}.webp`);
  });

  it("a stock level below the reorder level puts the product under Need to reorder", async () => {
    const made = await create({ ...validFields(), quantity: "30", need_to_reorder_below: "10" });
    expect((await list("?need_to_reorder=true&page=1")).results.map((p) => p.id)).not.toContain(made.body.id);
    await patch(made.body.id, { quantity: 4 });
    const reorder = await list("?need_to_reorder=true");
    expect(reorder.results.find((p) => p.id === made.body.id)).toMatchObject({ quantity: 4 });
  });

  it("Move to trash, then Restore, which also puts the product back in stock", async () => {
    const made = await create({ ...validFields(), stock: "false" });
    const trashed = await patch(made.body.id, { is_deleted: true });
    expect(trashed).toMatchObject({ status: 200, body: { is_deleted: true, stock: false } });
    expect((await list(`?search=${made.body.item.toLowerCase()}`)).count).toBe(0);
    expect((await list(`?is_deleted=true&search=${made.body.item.toLowerCase()}`)).count).toBe(1);
    const restored = await patch(made.body.id, { stock: true, is_deleted: false });
    expect(restored).toMatchObject({ status: 200, body: { is_deleted: false, stock: true } });
    await patch(made.body.id, { is_deleted: true });
    expect((await patch(made.body.id, { is_deleted: false })).body).toMatchObject({ is_deleted: false, stock: true });
  });

  it("Permanently Delete: only from the trash; the product leaves every list, past orders keep their snapshot and its picture", async () => {
    const made = await create(form({ ...validFields(), box_quantity: "1", actions: "None", image: new Blob([new Uint8Array(await png())], { type: "image/png" }) }));
    const key = (made.body.image as string).replace(/^\/media\//, "");
    const buyer = await build.customer();
    const [row] = await db.select().from(products).where(eq(products.id, made.body.id));
    const placed = await build.order(buyer, [{ product: row, quantity: 2 }]);
    expect((await patch(made.body.id, { permanently_deleted: true })).status).toBe(400);
    await patch(made.body.id, { is_deleted: true });
    expect((await patch(made.body.id, { permanently_deleted: true, name: "x" })).status).toBe(400);
    const gone = await patch(made.body.id, { permanently_deleted: true });
    expect(gone).toEqual({ status: 200, body: { id: made.body.id, permanently_deleted: true } });
    expect(await db.select({ id: products.id }).from(products).where(eq(products.id, made.body.id))).toEqual([]);
    expect(await db.select().from(productCategories).where(eq(productCategories.productId, made.body.id))).toEqual([]);
    expect((await list(`?is_deleted=true&search=${made.body.item.toLowerCase()}`)).count).toBe(0);
    expect((await patch(made.body.id, { is_deleted: false })).status).toBe(404);
    const order = await orderDetails(apiRequest(`/api/orders/order/details/${placed.id}/`, { headers: tokenHeader(buyer) }), routeParams({ id: String(placed.id) }));
    expect(await order.json()).toMatchObject({ purchased_items: [{ product: { name: made.body.name, item: made.body.item } }] });
    // The order's line still shows the picture, so its file stays.
    expect(existsSync(path.join(mediaDir(), key))).toBe(true);
  });

  it("answers 404 for a product that does not exist, and 400 for bad fields without changing anything", async () => {
    expect((await patch(999999, { ordering: 1 })).status).toBe(404);
    expect((await patch("abc", { ordering: 1 })).status).toBe(404);
    const made = await create(validFields());
    const bad = await patch(made.body.id, { price: "free", name: "Renamed" });
    expect(bad).toMatchObject({ status: 400, body: { price: expect.any(Array) } });
    const [row] = await db.select({ name: products.name, price: products.price }).from(products).where(eq(products.id, made.body.id));
    expect(row).toEqual({ name: made.body.name, price: "6.40" });
  });

  it.each([
    ["a visitor", 401, () => null],
    ["a customer awaiting verification", 403, () => pending],
    ["a verified customer", 403, () => customer],
  ] as Array<[string, number, () => TestUser | null]>)("answers %s %i and changes nothing", async (_label, status, user) => {
    const made = await create(validFields());
    const answer = await patch(made.body.id, { price: "0.01", is_deleted: true }, user());
    expect(answer.status).toBe(status);
    const [row] = await db.select({ price: products.price, isDeleted: products.isDeleted }).from(products).where(eq(products.id, made.body.id));
    expect(row).toEqual({ price: "6.40", isDeleted: false });
  });
});
