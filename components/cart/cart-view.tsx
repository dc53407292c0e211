"use client";

import { Trash2 } from "lucide-react";
import { Link } from "@/client/i18n/navigation";
import { useRef, useState, type ReactNode } from "react";
import { toast } from "@/client/ui/toast";
import type { Cart, CartLine } from "@/lib/cart/cart";
import { cartDisplayLine } from "@/lib/shared/orders/display-lines";
import type { Billing } from "@/lib/shared/orders/schemas";
import { errorText } from "@/client/api-client/api-error";
import { removeFromCart, setCartQuantity } from "@/client/api-client/cart";
import { useSetCartCount } from "@/client/ui/cart-count";
import { useOnline } from "@/client/ui/use-online";
import { useTranslations } from "next-intl";
import type { Translator } from "@/lib/shared/i18n/translator-type";
import { LineProduct } from "@/components/orders/line-cells";
import { LineQuantity, lineMoneyColumns, lineMoneyFacts } from "@/components/orders/line-money";
import { PriceSummary } from "@/components/orders/price-summary";
import { DataCard, DataCardFacts, DataTable, type DataTableColumn } from "@/components/ui/data-table";
import { OfflineNotice } from "@/components/ui/offline-notice";
import { QuantityStepper } from "@/components/ui/quantity-stepper";
import { ReviewForm } from "./review-form";
import type { DeliveryDatesView } from "@/lib/delivery/zones";
import { DeliveryChoice } from "@/components/orders/delivery-choice";

type CartT = Translator<"cart">;

interface CartViewProps {
  initialCart: Cart;
  /**
   * The customer's billing form (with Review and pay) starts with `values`; what they type is kept
   * in the browser for `owner`, their user id.
   */
  billing?: { values: Billing; owner: number; name?: string };
  /** What follows the lines instead of the billing form: the admin cart's customer picker (/cart-admin). */
  renderFooter?: (cart: Cart) => ReactNode;
  /** Out-of-stock lines hold the order up (customers); staff may order any product (docs/product.md §4). */
  stockRule?: boolean;
  /** When it would arrive (issue 31): the zone of the postal code the order goes to, and that code. */
  delivery?: { view: DeliveryDatesView; zipcode: string };
}

/**
 * The cart screen (docs/product.md §2): the lines as a table on wide screens and as cards at 991 px and
 * below, then the billing form with Review and pay (or the caller's footer). Changes show at once
 * and settle on the server's answer, which recomputes every total; the header badge takes the
 * answer's count.
 */
export function CartView({ initialCart, billing, renderFooter, stockRule = true, delivery }: CartViewProps) {
  const tOfflineActions = useTranslations("offlineActions");
  const t = useTranslations("cart");
  const tCheckout = useTranslations("checkout");
  const tQuickOrder = useTranslations("quickOrder");
  const setCartCount = useSetCartCount();
  const online = useOnline();
  const [cart, setCart] = useState(initialCart);
  // A cart the caller got from elsewhere (the admin cart's own adds) replaces the one shown.
  const [given, setGiven] = useState(initialCart);
  if (given !== initialCart) {
    setGiven(initialCart);
    setCart(initialCart);
  }
  const [busy, setBusy] = useState<number | null>(null);
  const linesRef = useRef<HTMLDivElement>(null);

  // One change at a time: each answer is the whole cart, so two in flight could undo each other.
  const change = async (line: CartLine, quantity: number) => {
    if (busy !== null || !online) return;
    const before = cart;
    setBusy(line.id);
    setCart({ ...cart, items: quantity === 0 ? cart.items.filter((i) => i.id !== line.id) : cart.items.map((i) => (i.id === line.id ? { ...i, quantity } : i)) });
    try {
      const next = quantity === 0
        ? await removeFromCart({ productId: line.id })
        : await setCartQuantity({ productId: line.id }, { quantity });
      setCart(next);
      setCartCount(next.count);
      if (quantity === 0) {
        toast.success(t("removed", { name: line.name }), { duration: 2000 });
        // The focused remove button went with its line: keep the keyboard in the cart (the list,
        // or the empty-cart message when that was the last line).
        linesRef.current?.focus();
      }
    } catch (failure) {
      setCart(before);
      toast.error(errorText(failure), { duration: 4000 });
    } finally {
      setBusy(null);
    }
  };

  if (cart.items.length === 0) {
    return (
      <div ref={linesRef} tabIndex={-1} className="rounded-xl border border-stone-200 bg-white p-8 text-center outline-none">
        <p className="text-lg font-semibold text-stone-800">{t("empty")}</p>
        <p className="mt-2 text-stone-600">{t("addSome")}</p>
        <Link href="/products" className="mt-4 inline-block rounded-lg bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700">
          {t("shopNow")}
        </Link>
        <p className="mt-3 text-sm">
          <Link href="/quick-order" className="font-semibold text-brand-700 underline hover:text-brand-800">{tQuickOrder("emptyCartLink")}</Link>
        </p>
      </div>
    );
  }

  // Offline, the lines stay as they are: every change is the server's to make.
  const rowProps = (line: CartLine) => ({ line, busy: busy !== null || !online, onChange: (q: number) => void change(line, q) });
  const outOfStock = stockRule ? cart.items.filter((line) => !line.stock) : [];
  return (
    <div className="flex min-w-0 flex-col gap-8">
      <section ref={linesRef} tabIndex={-1} aria-label={t("linesLabel")} className="flex flex-col gap-4 outline-none">
        {!online && <OfflineNotice message={tOfflineActions("cartNeedsConnection")} />}
        <DataTable
          caption={t("linesLabel")}
          columns={cartColumns(t, rowProps)}
          rows={cart.items}
          rowKey={(line) => line.id}
          rowProps={() => ({ "data-testid": "cart-line" })}
          renderCard={(line) => <CartCard {...rowProps(line)} />}
        />
        <div className="flex w-full flex-col gap-4 self-end sm:max-w-sm">
          {delivery && <DeliveryChoice delivery={delivery.view} zipcode={delivery.zipcode} subtotal={cart.subtotal} />}
          <PriceSummary heading={tCheckout("cartTotalsHeading")} subtotal={cart.subtotal} tax={cart.tax} taxes={cart.taxes} total={cart.grand_total} deliveryFee={cart.delivery_fee} estimate />
        </div>
      </section>
      {outOfStock.length > 0 && (
        <p role="alert" className="rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm font-medium text-amber-900">
          {t("outOfStockBlock", { names: outOfStock.map((line) => line.name).join(", ") })}
        </p>
      )}
      {renderFooter ? renderFooter(cart) : billing && <ReviewForm defaults={billing.values} owner={billing.owner} name={billing.name} total={cart.grand_total} blocked={outOfStock.length > 0} />}
    </div>
  );
}

/** The cart's product cell (the 10-1 free unit shows with the quantity). */
function ProductCell({ line }: { line: CartLine }) {
  return <LineProduct line={cartDisplayLine(line)} large />;
}

interface LineProps {
  line: CartLine;
  busy: boolean;
  onChange: (quantity: number) => void;
}

/** Cases (− and + by a case, a typed number is cases), with "3 cases · 144 units" under it. */
function Stepper({ line, busy, onChange }: LineProps) {
  const t = useTranslations("cart");
  return (
    <div className="flex flex-col items-start gap-1">
      <QuantityStepper
      quantity={line.quantity}
      box={line.box_quantity}
      busy={busy}
      onChange={onChange}
      labels={{ input: t("quantityLabel", { name: line.name, box: line.box_quantity }), decrease: t("decrease", { name: line.name }), increase: t("increase", { name: line.name }) }}
      />
      <span className="text-xs text-stone-600">
        <LineQuantity line={cartDisplayLine(line)} />
      </span>
    </div>
  );
}

function RemoveButton({ line, busy, onChange }: LineProps) {
  const t = useTranslations("cart");
  return (
    <button type="button" disabled={busy} onClick={() => onChange(0)} aria-label={t("removeLabel", { name: line.name })} className="grid size-9 place-items-center rounded-md text-sale-600 hover:bg-red-50 disabled:opacity-50">
      <Trash2 aria-hidden="true" className="size-4" />
    </button>
  );
}

const taxable = (t: CartT, line: CartLine) => (line.sales_tax_code === "G" ? t("yes") : t("no"));

const labelsOf = (t: CartT) => ({ price: t("price"), quantity: t("quantity") });

function cartColumns(t: CartT, propsOf: (line: CartLine) => LineProps): DataTableColumn<CartLine>[] {
  const [price, quantity, total] = lineMoneyColumns(cartDisplayLine, labelsOf(t), (line) => <Stepper {...propsOf(line)} />);
  return [
    { id: "product", header: t("product"), cellClassName: "min-w-56", cell: (line) => <ProductCell line={line} /> },
    price!,
    { id: "taxable", header: t("taxable"), cell: (line) => taxable(t, line) },
    quantity!,
    total!,
    { id: "remove", header: t("remove"), hideHeader: true, cell: (line) => <RemoveButton {...propsOf(line)} /> },
  ];
}

function CartCard(props: LineProps) {
  const { line } = props;
  const t = useTranslations("cart");
  // The quantity is the stepper's row, below.
  const [price, , total] = lineMoneyFacts(cartDisplayLine(line), labelsOf(t));
  return (
    <DataCard className="gap-3" data-testid="cart-card">
      <div className="flex items-start justify-between gap-2">
        <ProductCell line={line} />
        <RemoveButton {...props} />
      </div>
      <DataCardFacts facts={[price!, { label: t("taxable"), value: taxable(t, line) }, total!]} />
      <div className="flex items-start justify-between gap-2">
        <span className="pt-2 text-sm text-stone-600">{t("quantity")}</span>
        <Stepper {...props} />
      </div>
    </DataCard>
  );
}
