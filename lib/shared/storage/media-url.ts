/** Public path of a stored media file, e.g. "/media/products/rice-1a2b3c4d.webp". Client-safe. */
export function mediaUrl(key: string | null): string | null {
  return key ? `/media/${key}` : null;
}

/**
 * The large rendition of a product picture, stored beside the card picture under the same key with
 * "-large" before the extension (lib/catalog/product-image.ts, the demo seed).
 */
export function largeMediaKey(key: string): string {
  return key.replace(/(\.[a-z]+)$/, "-large$1");
}

/**
 * The print rendition of a product picture for the PDF catalogue (a small JPEG on white, which
 * pdfkit reads as is), stored beside the card picture: "…-print.jpg".
 */
export function printMediaKey(key: string): string {
  return key.replace(/(\.[a-z]+)$/, "-print.jpg");
}
