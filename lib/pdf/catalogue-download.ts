import "server-only";
import { formatInTimeZone } from "date-fns-tz";
import { catalogueExport } from "@/lib/catalog/catalogue-export";
import type { Ctx } from "@/lib/context/context";
import { logger } from "@/lib/log/logger";
import { translator } from "@/lib/i18n/translator";
import { formatLongDate } from "@/lib/shared/i18n/dates";
import { DEFAULT_LOCALE, type Locale } from "@/lib/shared/i18n/locales";
import { SHOP_TIME_ZONE } from "@/lib/shared/orders/order-time";
import { companyContact } from "@/lib/system/company";
import { newCatalogueDocument, writeCatalogue } from "./catalogue-pdf";
import { pdfStream } from "./pdf-stream";
import { priceSheetCustomer } from "./price-sheet-customer";
import type { CatalogueQuery } from "./schemas";

export interface CatalogueDownload {
  /** catalogue-YYYY-MM-DD.pdf (a price sheet: price-sheet-<customer id>-YYYY-MM-DD.pdf), dated in the shop's time zone. */
  fileName: string;
  /** The PDF, made while it is read. */
  stream: ReadableStream<Uint8Array>;
}

function coversLine(covers: { search: string | null; category: { name: string } | null }, t: ReturnType<typeof translator<"pdf">>): string {
  if (covers.search && covers.category) return t("coversSearchInCategory", { search: covers.search, category: covers.category.name });
  if (covers.search) return t("coversSearch", { search: covers.search });
  if (covers.category) return t("coversCategory", { category: covers.category.name });
  return t("coversAll");
}

/**
 * The printed catalogue of GET /api/products/generate/pdf/ (admins): the selection is checked and
 * counted here (so refusals and an unknown category answer before any byte of PDF), then the
 * document is written while the answer streams out, in the caller's language (ctx.locale: texts,
 * product and category names, money, dates).
 *
 * With ?customer= (issue 30), that customer's price sheet: their prices under their price list in
 * force today, their name on the title page, in their language (not the caller's). Like every
 * download it is made for the request and never cached (the answer is private, no-store), so one
 * customer's prices can never be served to another.
 */
export async function catalogueDownload(ctx: Ctx, query: CatalogueQuery, now = new Date()): Promise<CatalogueDownload> {
  const { customer: customerId, ...selected } = query;
  const customer = customerId === undefined ? null : await priceSheetCustomer(ctx, customerId);
  const locale: Locale = customer?.locale ?? ctx.locale ?? DEFAULT_LOCALE;
  const t = translator(locale, "pdf");
  const selection = customer ? await catalogueExport({ ...ctx, locale }, selected, { priceListId: customer.priceListId }) : await catalogueExport(ctx, selected);
  const company = companyContact();
  const doc = newCatalogueDocument(company.name, locale, customer?.name);
  const content = {
    locale,
    company,
    date: formatLongDate(now, locale),
    covers: coversLine(selection.covers, t),
    count: selection.count,
    batches: selection.batches(),
    ...(customer ? { sheet: { customer: customer.name, priceList: customer.priceListId !== null } } : {}),
  };
  const stream = pdfStream(
    doc,
    (flow) => writeCatalogue(doc, content, flow),
    (error) => logger.error({ err: error }, "the PDF catalogue failed while streaming"),
  );
  const date = formatInTimeZone(now, SHOP_TIME_ZONE, "yyyy-MM-dd");
  return { fileName: customer ? t("sheet.fileName", { customer: String(customer.id), date }) : t("fileName", { date }), stream };
}
