import "server-only";
import { readMedia } from "@/lib/storage/media-store";
import { printMediaKey } from "@/lib/shared/storage/media-url";
import { printRendition, PRINT_SIZE } from "@/lib/storage/print-rendition";

/*
 * Product pictures for the PDF. The shop stores them as WebP, which pdfkit cannot read, beside a
 * small JPEG print rendition on white (PICTURE_PX square, about 180 dpi in the printed box, see
 * lib/storage/print-rendition.ts); a picture stored before print renditions existed is converted
 * here, once per document. Each is embedded once: a picture shared by many
 * products (a stock image) is one object in the file. Only the handles of embedded pictures are
 * kept (their bytes are written out at first use), up to CACHE_SIZE of them (more than the two
 * batches in hand: the next batch is prepared while one is drawn), so memory stays flat.
 */

export const PICTURE_PX = PRINT_SIZE;
const CACHE_SIZE = 512;

/** pdfkit's opened image (its typings lack openImage). */
interface OpenedImage {
  width: number;
  height: number;
}

interface ImageOpening {
  openImage(src: Buffer): OpenedImage;
}

async function toJpeg(key: string): Promise<Buffer | null> {
  // Stored with the picture since uploads and the seed make one; older pictures are converted here.
  const print = await readMedia(printMediaKey(key));
  if (print) return print;
  const stored = await readMedia(key);
  if (!stored) return null;
  try {
    return await printRendition(stored);
  } catch {
    // A file that is not a readable picture prints as "no image" rather than failing the document.
    return null;
  }
}

export class PdfPictures {
  private readonly opened = new Map<string, OpenedImage | null>();

  constructor(private readonly doc: PDFKit.PDFDocument) {}

  /** Converts the pictures of the next products (sharp runs them on its own threads). */
  async prepare(keys: Array<string | null>): Promise<void> {
    const missing = [...new Set(keys.filter((k): k is string => k !== null && !this.opened.has(k)))];
    const jpegs = await Promise.all(missing.map(toJpeg));
    missing.forEach((key, i) => {
      const jpeg = jpegs[i];
      this.remember(key, jpeg ? (this.doc as unknown as ImageOpening).openImage(jpeg) : null);
    });
  }

  /** The picture to draw (prepared before), or null for the placeholder. */
  get(key: string | null): PDFKit.Mixins.ImageSrc | null {
    if (key === null) return null;
    const image = this.opened.get(key) ?? null;
    // Most recently used last: a picture many products share stays embedded once.
    this.opened.delete(key);
    this.opened.set(key, image);
    // pdfkit's image() takes an opened image as well as bytes; its typings only say bytes.
    return image as unknown as PDFKit.Mixins.ImageSrc | null;
  }

  private remember(key: string, image: OpenedImage | null): void {
    if (this.opened.size >= CACHE_SIZE) this.opened.delete(this.opened.keys().next().value!);
    this.opened.set(key, image);
  }
}
