import { apiRoute } from "@/lib/entry/api-route";
import { pickListQuerySchema } from "@/lib/pdf/document-schemas";
import { pdfDownload } from "@/lib/pdf/document-writer";
import { pickListPdf } from "@/lib/pdf/pick-list";

export const GET = apiRoute(
  {
    access: "admin",
    summary:
      "Staff: the pick list of a delivery date as a PDF download: every product on the confirmed orders delivered that day (?zone=: in that zone), summed (cases, free units, total units, number of orders), grouped by category and listed by item code, then the orders it covers. A day without confirmed orders is a PDF that says so; a malformed date or an unknown zone is a 400.",
    query: pickListQuerySchema,
  },
  async ({ ctx, query }) => pdfDownload(await pickListPdf(ctx, query)),
);
