"use client";

import { useEffect, useRef, useState } from "react";
import type { Cart } from "@/lib/cart/cart";
import type { AdminDraftBilling } from "@/lib/orders/admin-draft";
import { clearCart } from "@/client/api-client/cart";
import { errorText } from "@/client/api-client/api-error";
import { useSetCartCount } from "@/client/ui/cart-count";
import { toast } from "@/client/ui/toast";
import { useTranslations } from "next-intl";
import { CartView } from "@/components/cart/cart-view";
import { Button } from "@/components/ui/button";
import { QueryScope } from "@/components/ui/query-scope";
import { CustomerSection, REVIEW_BUTTON_ID, ReviewSection, useOrderFor } from "./order-for-form";
import { ProductSearch } from "./product-search";
import { QuickEntry } from "./quick-entry";
import { RepeatLastOrder } from "./repeat-last-order";

/** What a "New order" link (/cart-admin?customer={id}) did: the customer chosen, and the lines the cart already held. */
export interface LinkChoice {
  company: string;
  previous: string | null;
  lines: number;
}

interface AdminCartViewProps {
  initialCart: Cart;
  saved: AdminDraftBilling | null;
  owner: number;
  link: LinkChoice | null;
  /** Why the link's customer was not chosen. */
  refused: string | null;
}

/**
 * /cart-admin (docs/product.md §2), laid out for an order taken by phone: the customer first, then
 * adding products without leaving the page (the quick entry line, the product search, Repeat last
 * order), then the customer cart's table and totals with no stock rule (staff may order any
 * product, docs/product.md §4), the order notes and Review and pay. Every add answers the whole
 * cart, which the table takes.
 */
function AdminCartContent({ initialCart, saved, owner, link, refused }: AdminCartViewProps) {
  const t = useTranslations("adminCheckout");
  const setCartCount = useSetCartCount();
  const [cart, setCart] = useState(initialCart);
  const [kept, setKept] = useState(link !== null && link.lines > 0);
  const [emptying, setEmptying] = useState(false);
  const [searchNote, setSearchNote] = useState<string | null>(null);
  const orderFor = useOrderFor({ saved, owner, fromLink: link !== null });
  const quickRef = useRef<HTMLInputElement>(null);
  const chosenByLink = link !== null;

  // Opened by "New order": the customer is on the phone, the keyboard starts on the quick entry.
  useEffect(() => {
    if (chosenByLink) quickRef.current?.focus();
  }, [chosenByLink]);

  const takeCart = (next: Cart) => {
    setCart(next);
    setCartCount(next.count);
  };

  const empty = async () => {
    setEmptying(true);
    try {
      takeCart(await clearCart());
      setKept(false);
      toast.success(t("cartEmptied"), { duration: 2000 });
      quickRef.current?.focus();
    } catch (failure) {
      toast.error(errorText(failure), { duration: 4000 });
    } finally {
      setEmptying(false);
    }
  };

  return (
    <div className="flex flex-col gap-8">
      {(link || refused) && (
        <div role={refused ? "alert" : "status"} className={`rounded-lg border px-4 py-3 text-sm ${refused ? "border-red-300 bg-red-50 text-sale-600" : "border-brand-100 bg-brand-50 text-brand-800"}`} data-testid="new-order-notice">
          {refused ?? (link && <p className="font-semibold">{t("chosenByLink", { company: link.company })}</p>)}
          {link && kept && (
            <div className="mt-2 flex flex-wrap items-center gap-3 text-amber-950">
              <p className="min-w-0 flex-1">{t("keptLines", { lines: link.lines, hasPrevious: link.previous ? "yes" : "no", previous: link.previous ?? "", company: link.company })}</p>
              <Button type="button" variant="secondary" pending={emptying} onClick={() => void empty()}>
                {emptying ? t("emptying") : t("emptyCart")}
              </Button>
            </div>
          )}
        </div>
      )}
      <CustomerSection orderFor={orderFor} afterChoose={() => quickRef.current?.focus()} />
      <section aria-labelledby="add-products-heading" className="flex flex-col gap-5 rounded-xl border border-stone-200 bg-white p-5 sm:p-6">
        <div>
          <h2 id="add-products-heading" className="text-xl font-bold text-brand-800">{t("addHeading")}</h2>
          <p className="mt-1 text-sm text-stone-600">{t("addIntro")}</p>
        </div>
        <div className="grid gap-6 lg:grid-cols-2">
          <QuickEntry inputRef={quickRef} onCart={takeCart} onDone={() => document.getElementById(REVIEW_BUTTON_ID)?.focus()} />
          <div className="flex flex-col gap-3">
            <ProductSearch onCart={takeCart} onAdded={setSearchNote} />
            <p role="status" className="text-sm font-medium text-brand-800">{searchNote}</p>
          </div>
        </div>
        <RepeatLastOrder customerId={orderFor.customerId} onCart={takeCart} />
      </section>
      <CartView initialCart={cart} stockRule={false} renderFooter={() => <ReviewSection orderFor={orderFor} />} />
    </div>
  );
}

export function AdminCartView(props: AdminCartViewProps) {
  return (
    <QueryScope>
      <AdminCartContent {...props} />
    </QueryScope>
  );
}
