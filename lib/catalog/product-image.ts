import "server-only";
import { createHash } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { orderItems, products } from "@/db/schema";
import sharp, { type Metadata } from "sharp";
import { getDb } from "@/db/client";
import { afterCommit, type Ctx } from "@/lib/context/context";
import { Invalid } from "@/lib/shared/errors/domain-errors";
import { logger } from "@/lib/log/logger";
import { productErrorMessages as messages } from "@/lib/shared/messages/errors-products";
import { deleteMedia, saveMedia } from "@/lib/storage/media-store";
import { largeMediaKey, printMediaKey } from "@/lib/shared/storage/media-url";
import { printRendition } from "@/lib/storage/print-rendition";

/*
 * Product pictures uploaded in the back office. A file is judged by its content, never by its
 * name or declared type: only a real JPEG, PNG or WebP of at most IMAGE_MAX_BYTES and
 * IMAGE_MAX_PIXELS is decoded (the pixel count is read from the header first, so a decompression
 * bomb is refused before sharp allocates anything). It is re-encoded, which drops anything hidden
 * in it, as two WebP renditions: the card picture (428×428, the 214×214 card at 2×) and a large one
 * for the product page (at most 1200×1200, never enlarged), and a small JPEG for the PDF catalogue
 * (pdfkit reads no WebP; converting 5,000 pictures while the PDF streams would cost ~10 s).
 */

export const IMAGE_MAX_BYTES = 8 * 1024 * 1024;
export const IMAGE_MAX_PIXELS = 40_000_000;
const ACCEPTED_FORMATS = new Set(["jpeg", "png", "webp"]);
export const CARD_SIZE = 428;
export const LARGE_SIZE = 1200;

/** Checks, re-encodes and stores an uploaded picture; answers its media key (the card rendition). */
export async function storeProductImage(file: File, baseName: string): Promise<string> {
  if (file.size > IMAGE_MAX_BYTES) throw Invalid.field("image", messages.imageTooLarge(IMAGE_MAX_BYTES / 1024 / 1024));
  const input = Buffer.from(await file.arrayBuffer());
  let meta: Metadata;
  try {
    meta = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    // Not an image sharp knows at all (an HTML page, a text file): say what is accepted.
    throw Invalid.field("image", messages.imageFormat);
  }
  if (!meta.format || !ACCEPTED_FORMATS.has(meta.format)) throw Invalid.field("image", messages.imageFormat);
  if (!meta.width || !meta.height) throw Invalid.field("image", messages.imageUnreadable);
  if (meta.width * meta.height > IMAGE_MAX_PIXELS || (meta.pages ?? 1) > 1) {
    throw Invalid.field("image", messages.imageTooManyPixels(IMAGE_MAX_PIXELS / 1_000_000));
  }
  const decode = () => sharp(input, { limitInputPixels: IMAGE_MAX_PIXELS, failOn: "error" }).rotate();
  let card: Buffer;
  let large: Buffer;
  let print: Buffer;
  try {
    card = await decode().resize(CARD_SIZE, CARD_SIZE, { fit: "cover" }).webp({ quality: 80 }).toBuffer();
    large = await decode().resize(LARGE_SIZE, LARGE_SIZE, { fit: "inside", withoutEnlargement: true }).webp({ quality: 82 }).toBuffer();
    print = await printRendition(card);
  } catch {
    throw Invalid.field("image", messages.imageUnreadable);
  }
  const hash = createHash("sha256").update(card).digest("hex").slice(0, 12);
  const base = baseName.replace(/[^a-z0-9_-]/g, "").slice(0, 60) || "product";
  const key = `products/${base}-${hash}.webp`;
  await saveMedia(largeMediaKey(key), large);
  await saveMedia(printMediaKey(key), print);
  await saveMedia(key, card);
  return key;
}

/**
 * Removes a picture's files once nothing refers to it any more: no product, and no order line's
 * snapshot (past orders keep showing what was bought). Runs after the transaction commits, so a
 * rolled-back change never loses a picture; a key another product shares is kept.
 */
export function releaseProductImage(ctx: Ctx, key: string | null | undefined): void {
  if (key) afterCommit(ctx, () => deleteIfUnused(key));
}

/** Deletes the picture's files unless a product or an order line refers to it (the transaction is over). */
export async function deleteIfUnused(key: string): Promise<void> {
  try {
    const db = await getDb();
    const [inProducts] = await db.select({ n: sql<number>`count(*)::int` }).from(products).where(eq(products.image, key));
    const [inOrders] = await db.select({ n: sql<number>`count(*)::int` }).from(orderItems).where(eq(orderItems.image, key));
    if (inProducts.n + inOrders.n > 0) return;
    await deleteMedia(key);
    await deleteMedia(largeMediaKey(key));
    await deleteMedia(printMediaKey(key));
  } catch (error) {
    logger.warn({ err: error, key }, "could not remove an unused product image");
  }
}
