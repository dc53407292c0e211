import { createHash } from "node:crypto";
import sharp from "sharp";
import { saveMedia } from "@/lib/storage/media-store";
import { largeMediaKey, printMediaKey } from "@/lib/shared/storage/media-url";
import { printRendition } from "@/lib/storage/print-rendition";

/*
 * Product pictures for the demo, drawn locally (no downloads): a package shape in the product's
 * colour with a plain label, rendered to WebP at 428×428 (the 214×214 card at 2×).
 */

const SHAPES = ["box", "can", "bag", "bottle", "jar"] as const;
type Shape = (typeof SHAPES)[number];

function shapeSvg(shape: Shape, color: string): string {
  switch (shape) {
    case "can":
      return `<rect x="124" y="96" width="180" height="250" rx="18" fill="${color}"/><ellipse cx="214" cy="96" rx="90" ry="20" fill="#d9d4cc"/><ellipse cx="214" cy="346" rx="90" ry="20" fill="${color}"/>`;
    case "bag":
      return `<path d="M110 120 L318 120 L338 360 Q214 384 90 360 Z" fill="${color}"/><rect x="110" y="96" width="208" height="32" rx="6" fill="#00000022"/>`;
    case "bottle":
      return `<rect x="186" y="60" width="56" height="54" rx="8" fill="#3d3d3d"/><path d="M170 114 L258 114 L300 170 L300 360 Q214 380 128 360 L128 170 Z" fill="${color}"/>`;
    case "jar":
      return `<rect x="140" y="92" width="148" height="34" rx="8" fill="#6b5b4b"/><rect x="116" y="126" width="196" height="236" rx="40" fill="${color}"/>`;
    default:
      return `<rect x="96" y="92" width="236" height="268" rx="14" fill="${color}"/><path d="M96 92 L214 60 L332 92 Z" fill="#00000022"/>`;
  }
}

/**
 * The package with a plain label (a band and two rules, no words: at 214 px any text on it was too
 * small to read, and the product's name is printed beside every picture anyway).
 */
export function productImageSvg(color: string, shapeSeed: number): string {
  const shape = SHAPES[Math.abs(shapeSeed) % SHAPES.length];
  const label = `<rect x="138" y="196" width="152" height="76" rx="10" fill="#fffdf8" fill-opacity="0.92"/><rect x="158" y="216" width="112" height="10" rx="5" fill="${color}"/><rect x="174" y="240" width="80" height="8" rx="4" fill="#00000033"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="428" height="428" viewBox="0 0 428 428"><rect width="428" height="428" fill="#f6f2ea"/>${shapeSvg(shape, color)}${label}</svg>`;
}

/** Renders and stores the picture; returns its media key. */
export async function generateProductImage(
  baseName: string,
  color: string,
  shapeSeed: number,
  mediaDir?: string,
): Promise<string> {
  const svg = productImageSvg(color, shapeSeed);
  const data = await sharp(Buffer.from(svg)).webp({ quality: 78 }).toBuffer();
  const hash = createHash("sha256").update(data).digest("hex").slice(0, 10);
  const key = `products/${baseName.replace(/[^a-z0-9_-]/g, "").slice(0, 60) || "product"}-${hash}.webp`;
  await saveMedia(key, data, mediaDir);
  // The large rendition of the product page (as uploads have): the same drawing at twice the density.
  const large = await sharp(Buffer.from(svg), { density: 144 }).webp({ quality: 78 }).toBuffer();
  await saveMedia(largeMediaKey(key), large, mediaDir);
  await saveMedia(printMediaKey(key), await printRendition(data), mediaDir);
  return key;
}
