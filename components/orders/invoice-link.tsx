import { FileDown } from "lucide-react";
import { getTranslations } from "next-intl/server";
import { buttonStyles } from "@/components/ui/button";

/** A PDF of the API as a plain download link (the browser sends the session cookie; no JavaScript). */
export function PdfLink({ href, label, testId }: { href: string; label: string; testId: string }) {
  return (
    <a href={href} download className={buttonStyles.secondary} data-testid={testId}>
      <FileDown aria-hidden="true" className="size-4" />
      {label}
    </a>
  );
}

/**
 * "Download invoice (PDF)" on a confirmed order's page (issue 31): GET /api/orders/invoice/{id}/,
 * the customer's own and staff's. Nothing before confirmation: there is no invoice yet.
 */
export async function InvoiceLink({ order }: { order: { id: number; confirmed: boolean } }) {
  if (!order.confirmed) return null;
  const t = await getTranslations("deliveryDocuments");
  return <PdfLink href={`/api/orders/invoice/${order.id}/`} label={t("links.downloadInvoice")} testId="invoice-link" />;
}

/** The back office's documents of an order: its packing slip, and once confirmed its invoice. */
export async function OrderDocumentLinks({ order }: { order: { id: number; confirmed: boolean } }) {
  const t = await getTranslations("deliveryDocuments");
  return (
    <div className="flex flex-wrap gap-3">
      <PdfLink href={`/api/orders/packing_slip/${order.id}/`} label={t("links.packingSlip")} testId="packing-slip-link" />
      {order.confirmed && <PdfLink href={`/api/orders/invoice/${order.id}/`} label={t("links.invoice")} testId="invoice-link" />}
    </div>
  );
}
