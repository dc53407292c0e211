import "server-only";

/*
 * A pdfkit document as a web ReadableStream, written while it is read: `write` draws the document
 * and calls `flow()` between pieces of work (a batch of products); flow() lets the bytes produced so
 * far go out and, when the reader is slower than the writer (more than HIGH_WATER bytes queued),
 * waits until it has caught up. So memory holds at most HIGH_WATER plus one piece of work, whatever
 * the size of the document. When the reader goes away (the download is cancelled), flow() throws
 * and the writing stops. An error while writing, after the headers are sent, aborts the stream:
 * the client sees a failed download rather than a truncated file that looks whole.
 */

const HIGH_WATER = 1 << 20;

export class StreamCancelled extends Error {
  constructor() {
    super("PDF download cancelled");
  }
}

export type Flow = () => Promise<void>;

export function pdfStream(
  doc: PDFKit.PDFDocument,
  write: (flow: Flow) => Promise<void>,
  onError: (error: unknown) => void,
): ReadableStream<Uint8Array> {
  let cancelled = false;
  let wake: (() => void) | null = null;
  const resume = () => {
    wake?.();
    wake = null;
  };
  return new ReadableStream<Uint8Array>(
    {
      start(controller) {
        doc.on("data", (chunk: Buffer) => {
          if (!cancelled) controller.enqueue(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength));
        });
        doc.on("end", () => {
          if (!cancelled) controller.close();
        });
        const flow: Flow = async () => {
          // Let pdfkit's readable side hand over what it has buffered.
          await new Promise<void>((resolve) => setImmediate(resolve));
          while (!cancelled && (controller.desiredSize ?? 0) <= 0) await new Promise<void>((resolve) => (wake = resolve));
          if (cancelled) throw new StreamCancelled();
        };
        void write(flow)
          .then(() => doc.end())
          .catch((error: unknown) => {
            if (error instanceof StreamCancelled || cancelled) return;
            onError(error);
            controller.error(error);
          });
      },
      pull() {
        resume();
      },
      cancel() {
        cancelled = true;
        resume();
      },
    },
    new ByteLengthQueuingStrategy({ highWaterMark: HIGH_WATER }),
  );
}
