import { EmailText, PhoneText } from "@/components/ui/contact-text";
import { useTranslations } from "next-intl";

export interface Shipping {
  companyName: string;
  address: string;
  townCity: string;
  state: string;
  zipcode: string;
  country: string;
  email: string;
  phone: string;
  orderNotes: string;
  /** The buyer's purchase-order number (null or absent: none). */
  po_number?: string | null;
}

/**
 * Where the order goes, and (unless shown apart) who to call: docs/product.md §2 "Shipping details".
 * `person`: the first and last name under the company (/checkout-admin).
 */
export function ShippingDetails({ heading, shipping, contact = true, headingLevel = 2, person }: { heading: string; shipping: Shipping; contact?: boolean; headingLevel?: 2 | 3; person?: string }) {
  const t = useTranslations("checkout");
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <section aria-label={heading} className="rounded-xl border border-stone-200 bg-white p-5 text-sm">
      <Heading className="mb-2 text-lg font-bold text-brand-800">{heading}</Heading>
      <address className="not-italic leading-6" data-testid="shipping-address">
        {shipping.companyName && <span className="block font-semibold">{shipping.companyName}</span>}
        {person && <span className="block" data-testid="shipping-person">{person}</span>}
        <span className="block">{shipping.address}</span>
        <span className="block">
          {shipping.townCity}, {shipping.state} {shipping.zipcode}
        </span>
        <span className="block">{shipping.country}</span>
      </address>
      {(contact || shipping.orderNotes || shipping.po_number) && (
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
        {shipping.po_number && (
          <>
            <dt className="text-stone-600">{t("poNumber")}</dt>
            <dd className="min-w-0 break-words font-semibold" data-testid="po-number">{shipping.po_number}</dd>
          </>
        )}
        {contact && (
          <>
            <dt className="text-stone-600">{t("email")}</dt>
            <dd className="min-w-0">
              <EmailText email={shipping.email} />
            </dd>
            <dt className="text-stone-600">{t("phone")}</dt>
            <dd>
              <PhoneText phone={shipping.phone} />
            </dd>
          </>
        )}
        {shipping.orderNotes && (
          <>
            <dt className="text-stone-600">{t("notes")}</dt>
            <dd className="whitespace-pre-line">{shipping.orderNotes}</dd>
          </>
        )}
      </dl>
      )}
    </section>
  );
}
