"use client";

import { History } from "lucide-react";
import { useState } from "react";
import type { Cart } from "@/lib/cart/cart";
import { repeatLastOrder } from "@/client/api-client/admin-checkout";
import { errorText } from "@/client/api-client/api-error";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";

interface Outcome {
  ok: boolean;
  text: string;
  skipped: string | null;
}

/**
 * "Repeat last order" (docs/product.md §2 /cart-admin): the chosen customer's most recent order's
 * lines go into the cart at today's prices, in whole cases; what could not be added (no longer
 * sold, out of stock) is named under the button.
 */
export function RepeatLastOrder({ customerId, onCart }: { customerId: number | null; onCart: (cart: Cart) => void }) {
  const t = useTranslations("adminCheckout");
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const repeat = async () => {
    if (customerId === null || busy) return;
    setBusy(true);
    try {
      const answer = await repeatLastOrder({ customer: customerId });
      onCart(answer.cart);
      const skipped = answer.unavailable.map((line) => `${line.name} (${line.reason === "gone" ? t("skippedGone") : t("skippedOutOfStock")})`).join(", ");
      setOutcome({
        ok: answer.added.length > 0,
        text: answer.added.length > 0 ? t("repeated", { order: answer.order, lines: answer.added.length }) : t("repeatedNone", { order: answer.order }),
        skipped: skipped ? t("skipped", { names: skipped }) : null,
      });
    } catch (failure) {
      setOutcome({ ok: false, text: errorText(failure), skipped: null });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="flex flex-col gap-2">
      <div>
        <Button type="button" variant="secondary" pending={busy} disabled={customerId === null} onClick={() => void repeat()}>
          {!busy && <History aria-hidden="true" className="size-4" />}
          {busy ? t("repeating") : t("repeatLast")}
        </Button>
      </div>
      <div role="status" className="text-sm" data-testid="repeat-last-outcome">
        {customerId === null ? (
          <p className="text-stone-600">{t("repeatNeedsCustomer")}</p>
        ) : (
          outcome && (
            <>
              <p className={outcome.ok ? "font-medium text-brand-800" : "font-medium text-sale-600"}>{outcome.text}</p>
              {outcome.skipped && <p className="text-amber-900">{outcome.skipped}</p>}
            </>
          )
        )}
      </div>
    </div>
  );
}
