// Draws the installable app's icons (public/icons/) from the shop's mark; run again if it changes:
// node scripts/make-icons.mjs
import { mkdirSync } from "node:fs";
import sharp from "sharp";

const mark = (size, { maskable }) => {
  // A maskable icon keeps its mark inside the safe zone (the middle 80 %) on a full-bleed background.
  const inner = maskable ? size * 0.62 : size;
  const offset = (size - inner) / 2;
  const radius = maskable ? 0 : size * 0.22;
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
  <rect width="${size}" height="${size}" rx="${radius}" fill="#2d6a4f"/>
  <text x="${size / 2}" y="${offset + inner * 0.66}" font-family="DejaVu Sans, Arial, Helvetica, sans-serif" font-size="${inner * 0.44}" font-weight="700" fill="#ffffff" text-anchor="middle">FH</text>
</svg>`);
};

mkdirSync("public/icons", { recursive: true });
for (const [file, size, maskable] of [
  ["icon-192.png", 192, false],
  ["icon-512.png", 512, false],
  ["maskable-512.png", 512, true],
  ["apple-touch-icon.png", 180, true],
]) {
  await sharp(mark(size, { maskable })).png({ compressionLevel: 9 }).toFile(`public/icons/${file}`);
}
