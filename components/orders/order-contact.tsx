import type { OrderView } from "@/lib/orders/order-view";
import { useTranslations } from "next-intl";
import { EmailText, PhoneText } from "@/components/ui/contact-text";

/** An order's contact information (docs/product.md §2 "Single order"), on the customer's and the staff's order pages. */
export function OrderContact({ order }: { order: Pick<OrderView, "fullName" | "companyName" | "email" | "phone"> }) {
  const t = useTranslations("orders");
  return (
    <section aria-labelledby="order-contact" className="rounded-xl border border-stone-200 bg-white p-5 text-sm">
      <h2 id="order-contact" className="mb-2 text-lg font-bold text-brand-800">
        {t("contactHeading")}
      </h2>
      <p className="font-semibold">{order.fullName}</p>
      {order.companyName && <p>{order.companyName}</p>}
      <p>
        <EmailText email={order.email} />
      </p>
      <p>
        <PhoneText phone={order.phone} />
      </p>
    </section>
  );
}
