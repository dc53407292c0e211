import { NextResponse } from "next/server";
import { apiRoute } from "@/lib/entry/api-route";
import { answerBody } from "@/lib/i18n/answer-language";
import { importCustomersCsv } from "@/lib/customers/customer-import";
import { customerImportQuerySchema, customerImportSchema } from "@/lib/shared/accounts/customer-import-schemas";

export const POST = apiRoute(
  {
    access: "admin",
    summary:
      "Staff: imports customers from a CSV file (multipart field file, at most 5 MB, 10,000 rows; UTF-8 with or without a byte-order mark, else read as Windows-1252; comma- or semicolon-separated; a header row of email, company, first_name, last_name, phone_number, address, town_city, state, zipcode, country, verified, price_list (a price list's name), locale (en-CA or fr-CA) — or their French names, docs/data-exchange.md \"Customers\" — in any order; an unknown column refuses the file). Customers are created or changed by email, each cell checked as the customer form checks it; a blank cell leaves the field as it is. All or nothing: ?dry_run=true (the default) judges every row and writes nothing; ?dry_run=false writes in one transaction, and any refused row writes nothing and answers 400. Each new customer is then emailed an invitation to choose a password (50 at a time), never twice. Answers {dry_run, applied, created, updated, unchanged, refused: [{row (the header is row 1), column, reason}], refused_total, refused_rows, changes: [{row, email, action, fields: {field: {before, after}}}], changes_total, invitations} (the first 500 refusals and changes).",
    query: customerImportQuerySchema,
    body: customerImportSchema,
    bodyType: "multipart",
  },
  async ({ ctx, query, body, url }) => {
    // The report's reasons in the caller's language (a thrown error's message is translated by apiRoute).
    const report = answerBody(await importCustomersCsv(ctx, body.file, { dryRun: query.dry_run, requestUrl: url }), ctx.locale);
    return report.dry_run || report.applied ? report : NextResponse.json(report, { status: 400 });
  },
);
