import { apiRoute } from "@/lib/entry/api-route";
import { pdfDownload } from "@/lib/pdf/document-writer";
import { invoicePdf } from "@/lib/pdf/invoice";
import { pathIds } from "@/lib/shared/validation/primitives";

export const GET = apiRoute(
  {
    access: "user",
    summary:
      "A confirmed order's invoice as a PDF download (invoice-INV-000123.pdf), in its customer's language: the shop's registration numbers, invoice number and date (the confirmation day), billing details, lines with unit and case prices, each tax by name, totals, payment terms and due date. The order's customer (verified) and staff; another customer's order, or one not yet confirmed, is not found.",
    params: pathIds("id"),
  },
  async ({ ctx, params }) => pdfDownload(await invoicePdf(ctx, params.id)),
);
