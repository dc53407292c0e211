import { NextResponse } from "next/server";
import { apiRoute } from "@/lib/entry/api-route";
import { answerBody } from "@/lib/i18n/answer-language";
import { errorBody, statusOf } from "@/lib/http/error-response";
import { writeQueuedTagExpirations } from "@/lib/cache/tag-expirations";
import { logger } from "@/lib/log/logger";
import { importProductsCsv } from "@/lib/catalog/product-csv";
import { DomainError } from "@/lib/shared/errors/domain-errors";
import { PRODUCT_IMPORT_MAX_BYTES, productImportQuerySchema, productImportSchema } from "@/lib/shared/catalog/product-csv-schemas";

export const POST = apiRoute(
  {
    access: "admin",
    summary:
      "Imports products from a CSV file (multipart field file, at most 20 MB and 50,000 rows; UTF-8 with or without a byte-order mark, else read as Windows-1252; comma- or semicolon-separated; a header row of item, name, name_fr, price, cost, special, box_quantity, barcode, sales_tax_code, purchase_tax_code, provincial_tax_class, need_to_reorder_below, actions, stock, quantity, vendor, categories, image — or their French names, docs/data-exchange.md — in any order) with an optional ZIP of the pictures the image column names (multipart field images, at most 200 MB). Products are created or changed by item code; a blank cell leaves the field as it is. All or nothing: ?dry_run=true (the default) judges every row and writes nothing; ?dry_run=false writes in one transaction, and any refused row writes nothing and answers 400. Answers {dry_run, applied, created, updated, unchanged, refused: [{row (the header is row 1), column, reason}], refused_total, refused_rows, changes: [{row, item, action, fields: {field: {before, after}}}], changes_total} (the first 500 refusals and changes). With Accept: application/x-ndjson the answer streams one {\"rows\": n} line per 1,000 rows judged, then {\"report\": …} or {\"error\": {status, body}}. A file that cannot be read (not CSV, an unknown column) is a 400 on file.",
    query: productImportQuerySchema,
    body: productImportSchema,
    bodyType: "multipart",
    maxBodyBytes: PRODUCT_IMPORT_MAX_BYTES,
  },
  async ({ ctx, query, body, request }) => {
    const files = { file: body.file, images: body.images };
    if (!(request.headers.get("accept") ?? "").includes("application/x-ndjson")) {
      // The report's reasons in the caller's language (a thrown error's message is translated by apiRoute).
      const report = answerBody(await importProductsCsv(ctx, files, { dryRun: query.dry_run }), ctx.locale);
      return report.dry_run || report.applied ? report : NextResponse.json(report, { status: 400 });
    }
    // Progress for the import page: one line per batch judged, then the report (or the error) as the last line.
    const encoder = new TextEncoder();
    const stream = new ReadableStream<Uint8Array>({
      async start(controller) {
        const line = (value: unknown) => controller.enqueue(encoder.encode(`${JSON.stringify(value)}\n`));
        try {
          const report = await importProductsCsv(ctx, files, { dryRun: query.dry_run, onProgress: (rows) => line({ rows }) });
          await writeQueuedTagExpirations();
          line({ report: answerBody(report, ctx.locale) });
        } catch (error) {
          if (error instanceof DomainError) line({ error: { status: statusOf(error), body: answerBody(errorBody(error), ctx.locale) } });
          else {
            logger.error({ err: error }, "product import failed");
            line({ error: { status: 500, body: answerBody({ detail: "A server error occurred." }, ctx.locale) } });
          }
        }
        controller.close();
      },
    });
    return new Response(stream, { headers: { "Content-Type": "application/x-ndjson; charset=utf-8", "Cache-Control": "private, no-store", "X-Content-Type-Options": "nosniff" } });
  },
);
