import { apiRoute } from "@/lib/entry/api-route";
import { pdfDownload } from "@/lib/pdf/document-writer";
import { packingSlipPdf } from "@/lib/pdf/packing-slip";
import { pathIds } from "@/lib/shared/validation/primitives";

export const GET = apiRoute(
  {
    access: "admin",
    summary: "Staff: an order's packing slip as a PDF download, in its customer's language: the shop, order number, delivery date, PO number, ship-to, the lines with cases and units (no prices) and a line for the receiver's signature.",
    params: pathIds("id"),
  },
  async ({ ctx, params }) => pdfDownload(await packingSlipPdf(ctx, params.id)),
);
