"use client";

import { WifiOff } from "lucide-react";
import { useId, useState } from "react";
import { toast } from "@/client/ui/toast";
import { useSetCartCount } from "@/client/ui/cart-count";
import { cx } from "@/lib/shared/ui/class-names";
import { useOnline } from "@/client/ui/use-online";
import { useTranslations } from "next-intl";
import { addedToCart, casesAndUnits } from "@/lib/shared/cart/quantity-text";
import { QuantityStepper } from "@/components/ui/quantity-stepper";
import { Spinner } from "@/components/ui/spinner";

/** The most cases one click adds (the server's limit too). */
const MAX_CASES = 999;

/** What to show for a failed add; the client code itself not loading means the shop is out of reach. */
async function failureText(failure: unknown, unreachable: string): Promise<string> {
  try {
    const { errorText } = await import("@/client/api-client/api-error");
    return errorText(failure);
  } catch {
    return unreachable;
  }
}

/**
 * A case count beside Add to cart: POSTs that many cases to the server cart, toasts
 * "{cases}x {name} added to cart (5 cases · 120 units)" (2 s) with a View cart action, and starts again at one case.
 * Offline the button stays in place, disabled, with a short line saying why.
 */
export function AddToCartClient({
  productId,
  name,
  boxQuantity,
  cartHref,
  className = "",
  large = false,
}: {
  productId: number;
  name: string;
  boxQuantity: number;
  cartHref: string;
  className?: string;
  large?: boolean;
}) {
  const tApiClient = useTranslations("apiClient");
  const t = useTranslations("shop");
  const setCartCount = useSetCartCount();
  const online = useOnline();
  const offlineId = useId();
  const [pending, setPending] = useState(false);
  const [cases, setCases] = useState(1);
  const add = async () => {
    if (!online) return;
    setPending(true);
    try {
      // The API client loads with the first click, not with every catalogue page.
      const { addToCart } = await import("@/client/api-client/cart");
      const answer = await addToCart({ product: productId, cases });
      toast.success(addedToCart(t, cases, answer.added.name, boxQuantity), {
        duration: 2000,
        action: { label: t("viewCart"), href: cartHref },
      });
      setCartCount(answer.count);
      setCases(1);
    } catch (failure) {
      toast.error(await failureText(failure, tApiClient("unreachable")), { duration: 4000 });
    } finally {
      setPending(false);
    }
  };
  const units = cases * boxQuantity;
  return (
    // Add to cart stays on one line at every width: the stepper and the button share a row when
    // there is room, else the button takes the row below; in the narrowest card (a 320 px phone's
    // two columns) the button drops its icon rather than wrap its words.
    <div className={`@container relative z-10 flex flex-col gap-1.5 ${className}`}>
      <div className="flex flex-wrap items-center gap-2">
        <QuantityStepper
          quantity={cases}
          step={1}
          busy={pending}
          size={large ? "md" : "sm"}
          onChange={(value) => setCases(Math.min(Math.max(value, 1), MAX_CASES))}
          labels={{ input: t("casesOf", { name }), decrease: t("oneCaseLess", { name }), increase: t("oneCaseMore", { name }) }}
        />
        <button
          type="button"
          onClick={() => void add()}
          disabled={pending || !online}
          aria-busy={pending}
          aria-describedby={online ? undefined : offlineId}
          className={cx(
            "inline-flex flex-1 items-center justify-center gap-2 whitespace-nowrap rounded-lg px-2 text-sm font-semibold sm:px-4",
            large ? "py-2.5" : "py-2",
            online ? "bg-brand-600 text-white hover:bg-brand-700 disabled:cursor-wait disabled:opacity-80" : "cursor-not-allowed bg-stone-200 text-stone-700",
          )}
        >
          {pending || !online ? (
            <span className="hidden shrink-0 @[8rem]:contents">{pending ? <Spinner /> : <WifiOff aria-hidden="true" className="size-4" />}</span>
          ) : (
            <span aria-hidden="true" className="icon-cart hidden size-4 @[8rem]:block" />
          )}
          {/* A card's button says it shorter: « Ajouter au panier » does not fit a 390 px card beside its icon. */}
          {large ? t("addToCart") : t("addToCartShort")}
          <span className="sr-only"> {name}</span>
        </button>
      </div>
      {!online && (
        <p id={offlineId} className="text-xs font-medium text-stone-700">
          {t("addToCartOffline")}
        </p>
      )}
      {boxQuantity > 1 && (
        <p className="text-xs text-stone-600" aria-live="polite" data-testid="cases-units">
          {casesAndUnits(t, units, boxQuantity)}
        </p>
      )}
    </div>
  );
}
