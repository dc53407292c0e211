import "server-only";
import sharp from "sharp";

/*
 * The PDF catalogue's copy of a product picture: PRINT_SIZE px square, the whole picture on white,
 * as a JPEG, which pdfkit reads as is (it reads no WebP). Made once when a picture is stored (an
 * upload, the demo seed), so a 5,000-product catalogue streams without converting 5,000 pictures.
 * Not server-only: the demo seed, a command-line script, makes them too.
 */

export const PRINT_SIZE = 128;

export function printRendition(picture: Buffer): Promise<Buffer> {
  return sharp(picture)
    .resize(PRINT_SIZE, PRINT_SIZE, { fit: "contain", background: "#ffffff" })
    .flatten({ background: "#ffffff" })
    .jpeg({ quality: 75 })
    .toBuffer();
}
