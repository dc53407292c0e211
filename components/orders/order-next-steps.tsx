import { CircleCheck, Circle, CreditCard } from "lucide-react";
import type { OrderView } from "@/lib/orders/order-view";
import { useTranslations } from "next-intl";
import { EmailText } from "@/components/ui/contact-text";

/**
 * What happens after an order is placed, said plainly on its page: received, the confirmation
 * email, the shop's confirmation (and changes until then), and the payment terms.
 */
export function OrderNextSteps({ order, paymentTerms }: { order: Pick<OrderView, "id" | "confirmed" | "customer" | "email">; paymentTerms: string }) {
  const t = useTranslations("orders.nextSteps");
  const emailTo = order.customer?.email ?? order.email;
  const check = <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-600" />;
  return (
    <section aria-labelledby="next-steps" className="rounded-xl border border-brand-100 bg-brand-50/60 p-5" data-testid="order-next-steps">
      <h2 id="next-steps" className="mb-3 text-lg font-bold text-brand-800">
        {t("heading")}
      </h2>
      <ol className="flex flex-col gap-3 text-sm text-stone-800">
        <li className="flex gap-2">
          {check}
          <span>
            <strong>{t("received")}</strong> {t("receivedText", { id: order.id })}
          </span>
        </li>
        <li className="flex gap-2">
          {check}
          <span>
            <strong>{t("emailSent")}</strong> {t("emailSentText")} <EmailText email={emailTo} plain />.
          </span>
        </li>
        <li className="flex gap-2">
          {order.confirmed ? check : <Circle aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-stone-400" />}
          <span>
            <strong>{order.confirmed ? t("confirmed") : t("toConfirm")}</strong> {order.confirmed ? t("confirmedText") : t("toConfirmText")}
          </span>
        </li>
        <li className="flex gap-2">
          <CreditCard aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-stone-500" />
          <span>
            <strong>{t("payment")}</strong> {paymentTerms}
          </span>
        </li>
      </ol>
    </section>
  );
}
