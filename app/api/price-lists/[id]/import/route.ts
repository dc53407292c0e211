import { NextResponse } from "next/server";
import { apiRoute } from "@/lib/entry/api-route";
import { answerBody } from "@/lib/i18n/answer-language";
import { importPriceListCsv } from "@/lib/pricing/price-list-csv";
import { assertPriceListExists } from "@/lib/pricing/price-lists-admin";
import { priceListImportQuerySchema, priceListImportSchema } from "@/lib/shared/pricing/price-list-schemas";
import { pathIds } from "@/lib/shared/validation/primitives";

export const POST = apiRoute(
  {
    access: "admin",
    summary:
      "Imports a CSV file (multipart field file, UTF-8 or else Windows-1252, at most 5 MB; header row of item, category, from_cases, case_price, percent_off in any order, comma- or semicolon-separated) into the price list: new entries are added, those already there take the file's price. All or nothing: ?dry_run=true judges every row and writes nothing; a real run with any refused row writes nothing and answers 400. Answers {dry_run, applied, created, updated, unchanged, refused: [{row (the header is row 1), column, reason}]}; a file that cannot be read (not CSV, an unknown column) is a 400 on file.",
    params: pathIds("id"),
    authorize: ({ ctx, params }) => assertPriceListExists(ctx, params.id),
    query: priceListImportQuerySchema,
    body: priceListImportSchema,
    bodyType: "multipart",
  },
  async ({ ctx, params, query, body }) => {
    // The report's reasons in the caller's language (a thrown error's message is translated by apiRoute).
    const report = answerBody(await importPriceListCsv(ctx, params.id, body.file, { dryRun: query.dry_run }), ctx.locale);
    return report.dry_run || report.applied ? report : NextResponse.json(report, { status: 400 });
  },
);
