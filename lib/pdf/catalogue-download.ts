import "server-only";
import { formatInTimeZone } from "date-fns-tz";
import { catalogueExport } from "@/lib/catalog/catalogue-export";
import type { Ctx } from "@/lib/context/context";
import { logger } from "@/lib/log/logger";
import { pdfMessages as m } from "@/lib/shared/messages/pdf";
import { SHOP_TIME_ZONE } from "@/lib/shared/orders/order-time";
import { companyContact } from "@/lib/system/company";
import { newCatalogueDocument, writeCatalogue } from "./catalogue-pdf";
import { pdfStream } from "./pdf-stream";
import type { CatalogueQuery } from "./schemas";

export interface CatalogueDownload {
  /** catalogue-YYYY-MM-DD.pdf, dated in the shop's time zone. */
  fileName: string;
  /** The PDF, made while it is read. */
  stream: ReadableStream<Uint8Array>;
}

function coversLine(covers: { search: string | null; category: { name: string } | null }): string {
  if (covers.search && covers.category) return m.coversSearchInCategory(covers.search, covers.category.name);
  if (covers.search) return m.coversSearch(covers.search);
  if (covers.category) return m.coversCategory(covers.category.name);
  return m.coversAll;
}

/**
 * The printed catalogue of GET /api/products/generate/pdf/ (admins): the selection is checked and
 * counted here (so refusals and an unknown category answer before any byte of PDF), then the
 * document is written while the answer streams out.
 */
export async function catalogueDownload(ctx: Ctx, query: CatalogueQuery, now = new Date()): Promise<CatalogueDownload> {
  const selection = await catalogueExport(ctx, query);
  const company = companyContact();
  const doc = newCatalogueDocument(company.name);
  const content = {
    company,
    date: formatInTimeZone(now, SHOP_TIME_ZONE, "d MMMM yyyy"),
    covers: coversLine(selection.covers),
    count: selection.count,
    batches: selection.batches(),
  };
  const stream = pdfStream(
    doc,
    (flow) => writeCatalogue(doc, content, flow),
    (error) => logger.error({ err: error }, "the PDF catalogue failed while streaming"),
  );
  return { fileName: m.fileName(formatInTimeZone(now, SHOP_TIME_ZONE, "yyyy-MM-dd")), stream };
}
