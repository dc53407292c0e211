"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { Trash2 } from "lucide-react";
import { Link } from "@/client/i18n/navigation";
import { useRouter } from "@/client/i18n/navigation";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { useForm } from "react-hook-form";
import { toast } from "@/client/ui/toast";
import type { ProductView } from "@/lib/catalog/product-view";
import type { OrderView } from "@/lib/orders/order-view";
import { billingSchema, type Billing } from "@/lib/shared/orders/schemas";
import { ApiError, errorText } from "@/client/api-client/api-error";
import { addProducts, deleteItem as deleteOrderItem, deliveryDates, getOrder, setItemQuantity, updateBilling } from "@/client/api-client/orders";
import type { DeliveryDatesView } from "@/lib/delivery/zones";
import { DEFAULT_LOCALE, isLocale, type Locale } from "@/lib/shared/i18n/locales";
import { Button } from "@/components/ui/button";
import { deliveryDateText } from "@/lib/shared/orders/delivery-text";
import { useOnline } from "@/client/ui/use-online";
import { useSubmitState } from "@/client/ui/use-submit-state";
import { useLocale, useTranslations } from "next-intl";
import { FormActions } from "@/components/ui/form-actions";
import { OfflineNotice } from "@/components/ui/offline-notice";
import { QuantityStepper } from "@/components/ui/quantity-stepper";
import { BillingFields, type BillingInput } from "./billing-fields";
import { orderDisplayLine } from "@/lib/shared/orders/display-lines";
import { LineQuantity, LineTotal, LineUnitPrice } from "./line-money";
import { PriceSummary } from "./price-summary";
import { ProductPicker } from "./product-picker";
import { usePending } from "@/client/ui/use-pending";

type Item = OrderView["purchased_items"][number];

function billingOf(order: OrderView): BillingInput {
  return { companyName: order.companyName, country: "Canada", address: order.address, townCity: order.townCity, state: order.state, zipcode: order.zipcode, email: order.email, phone: order.phone, orderNotes: order.orderNotes, po_number: order.po_number ?? "" };
}

/**
 * /edit-order/[id] (docs/product.md §2, §4): billing, quantities, deleting items (never the last) and
 * adding products, each saved at once; every answer is the re-priced order. A confirmed order
 * (confirmed meanwhile by the shop) sends the buyer back to the order page.
 */
export function EditOrderView({
  initialOrder,
  staff = false,
  orderHref = `/order/${initialOrder.id}`,
  aside,
}: {
  initialOrder: OrderView;
  /** The back office's edit (docs/product.md §9): each add is 1 unit, any product, from a list that scrolls at 500px. */
  staff?: boolean;
  /** The order's own page: the way back, and where a confirmed order goes. */
  orderHref?: string;
  /** More of the side column, above the totals (the back office's customer and Confirm order). */
  aside?: ReactNode;
}) {
  const tOrders = useTranslations("orders");
  const locale = useLocale() as Locale;
  /** A line as the page shows it: named in the page's language. */
  const lineOf = (item: Item) => orderDisplayLine(item, locale);
  const tOfflineActions = useTranslations("offlineActions");
  const tToasts = useTranslations("toasts");
  const router = useRouter();
  const [order, setOrder] = useState(initialOrder);
  const [busy, setBusy] = usePending();
  const online = useOnline();
  const itemsRef = useRef<HTMLElement>(null);
  const locked = busy || !online;

  const save = async (request: () => Promise<OrderView>) => {
    setBusy(true);
    try {
      setOrder(await request());
      toast.success(tToasts("orderEdited"), { duration: 2000 });
      return true;
    } catch (failure) {
      toast.error(errorText(failure), { duration: 4000 });
      // 409: the shop confirmed the order meanwhile (then it is read-only), or a product is out of stock.
      if (failure instanceof ApiError && failure.status === 409) {
        const fresh = await getOrder({ id: order.id }).catch(() => null);
        if (fresh?.confirmed) router.push(orderHref);
      }
      return false;
    } finally {
      setBusy(false);
    }
  };

  // The units the buyer chose: the server adds the 10-1 free unit.
  const setQuantity = (item: Item, quantity: number) =>
    quantity === 0
      ? deleteItem(item)
      : save(() => setItemQuantity({ itemId: item.id }, { charged_quantity: quantity }));
  const deleteItem = async (item: Item) => {
    // The focused delete button goes with its line: keep the keyboard in the items section.
    if (await save(() => deleteOrderItem({ itemId: item.id }))) itemsRef.current?.focus();
  };
  const addProduct = (product: ProductView) =>
    save(() => addProducts({ orderId: order.id }, { purchased_items: [{ id: product.id, charged_quantity: product.box_quantity }] }));

  const lastItem = order.purchased_items.length <= 1;
  const inOrder = new Set(order.purchased_items.flatMap((i) => (i.product.id === null ? [] : [i.product.id])));
  return (
    // Phones: items, then totals and shipping, then the long product picker; wide screens: the
    // items and the picker on the left, the totals and shipping beside them.
    <div className="grid gap-6 narrow:grid-cols-[minmax(0,1fr)_22rem] narrow:items-start">
      <div className="flex min-w-0 flex-col gap-6 narrow:col-start-1 narrow:row-start-1">
        <section ref={itemsRef} tabIndex={-1} aria-labelledby="edit-items" className="flex flex-col gap-3 outline-none">
          <h2 id="edit-items" className="text-xl font-bold text-brand-800">{tOrders("itemsHeading")}</h2>
          {!online && <OfflineNotice message={tOfflineActions("editOrderNeedsConnection")} />}
          {lastItem && <p className="text-sm text-stone-600">{tOrders("lastItem")}</p>}
          <ul className="flex flex-col gap-3">
            {order.purchased_items.map((item) => (
              <li key={item.id} className="flex flex-col gap-3 rounded-xl border border-stone-200 bg-white p-4 sm:flex-row sm:items-center sm:gap-4" data-testid="edit-line">
                <div className="flex min-w-0 flex-1 items-start gap-3">
                  {/* eslint-disable-next-line @next/next/no-img-element */}
                  <img src={item.product.image ?? "/placeholder-product.svg"} alt="" width={48} height={48} className="size-12 shrink-0 rounded-md bg-stone-100 object-cover" />
                  <div className="flex min-w-0 flex-col gap-1 text-sm">
                    <p className="font-semibold text-stone-900">{lineOf(item).name}</p>
                    <LineUnitPrice line={lineOf(item)} />
                  </div>
                </div>
                <div className="flex items-center justify-between gap-4 sm:justify-end">
                  <div className="flex items-center gap-1">
                    <QuantityStepper
                      quantity={item.quantity}
                      box={item.product.box_quantity}
                      busy={locked}
                      onChange={(q) => (q === 0 && lastItem ? toast.error(tOrders("lastItem"), { duration: 4000 }) : void setQuantity(item, q))}
                      labels={{ input: tOrders("setQuantity", { name: lineOf(item).name, box: item.product.box_quantity }), decrease: tOrders("decrease", { name: lineOf(item).name }), increase: tOrders("increase", { name: lineOf(item).name }) }}
                    />
                    <button
                      type="button"
                      disabled={locked || lastItem}
                      onClick={() => void deleteItem(item)}
                      aria-label={tOrders("deleteItem", { name: lineOf(item).name })}
                      title={lastItem ? tOrders("lastItem") : undefined}
                      className="grid size-9 place-items-center rounded-md text-sale-600 hover:bg-red-50 disabled:text-stone-300 disabled:hover:bg-transparent"
                    >
                      <Trash2 aria-hidden="true" className="size-4" />
                    </button>
                  </div>
                  <div className="flex min-w-28 flex-col items-end gap-0.5 text-sm">
                    <LineQuantity line={lineOf(item)} />
                    <LineTotal line={lineOf(item)} />
                  </div>
                </div>
              </li>
            ))}
          </ul>
        </section>
      </div>
      <div className="flex flex-col gap-4 narrow:col-start-2 narrow:row-span-2 narrow:row-start-1">
        {aside}
        <PriceSummary heading={tOrders("paymentHeading")} subtotal={order.subtotal} tax={order.tax} taxes={order.taxes} total={order.price} deliveryFee={order.delivery_fee} />
        <DeliveryEditor order={order} staff={staff} busy={locked} onSave={(date) => save(() => updateBilling({ id: order.id }, { delivery_date: date }))} />
        <BillingEditor order={order} onSave={(billing) => save(() => updateBilling({ id: order.id }, billing))} />
        <Link href={orderHref} className="text-sm font-semibold text-brand-700 underline hover:text-brand-800">
          {tOrders("backToOrder")}
        </Link>
      </div>
      <div className="min-w-0 narrow:col-start-1 narrow:row-start-2">
        <ProductPicker onAdd={(p) => void addProduct(p)} busy={locked} inOrder={inOrder} scrollable={staff} anyStock={staff} />
      </div>
    </div>
  );
}

/**
 * The order's delivery date (issue 31): the buyer picks another of the zone's next dates (the server
 * checks the cut-off again); staff may set any date. Outside every zone the delivery is arranged by staff.
 */
function DeliveryEditor({ order, staff, busy, onSave }: { order: OrderView; staff: boolean; busy: boolean; onSave: (date: string) => Promise<boolean> }) {
  const t = useTranslations("orders");
  const tCheckout = useTranslations("checkout");
  const raw = useLocale();
  const locale = isLocale(raw) ? raw : DEFAULT_LOCALE;
  const [offered, setOffered] = useState<DeliveryDatesView | null>(null);
  const [value, setValue] = useState(order.delivery_date ?? "");
  const zipcode = order.zipcode;
  useEffect(() => {
    let live = true;
    deliveryDates({ zipcode })
      .then((view) => live && setOffered(view))
      .catch(() => live && setOffered(null));
    return () => {
      live = false;
    };
  }, [zipcode]);
  const dates = offered?.dates ?? [];
  const choices = order.delivery_date && !dates.includes(order.delivery_date) ? [order.delivery_date, ...dates] : dates;
  return (
    <form
      aria-labelledby="edit-delivery"
      className="flex flex-col gap-3 rounded-xl border border-stone-200 bg-white p-5"
      onSubmit={(event) => {
        event.preventDefault();
        if (value) void onSave(value);
      }}
    >
      <h2 id="edit-delivery" className="text-lg font-bold text-brand-800">{tCheckout("deliveryHeading")}</h2>
      <p className="text-sm text-stone-800" data-testid="delivery-date">
        {order.delivery_date ? t("deliveryOn", { date: deliveryDateText(order.delivery_date, locale, { year: true }) }) : t("deliveryArrangedNote")}
      </p>
      {staff ? (
        <>
          <label htmlFor="edit-delivery-date" className="text-sm font-medium text-stone-800">{tCheckout("deliveryDateLabel")}</label>
          <input id="edit-delivery-date" type="date" value={value} onChange={(event) => setValue(event.target.value)} className="rounded-lg border border-stone-300 px-3 py-2 text-sm" />
        </>
      ) : offered && offered.zone !== null && choices.length > 0 ? (
        <>
          <label htmlFor="edit-delivery-date" className="text-sm font-medium text-stone-800">{tCheckout("deliveryDateLabel")}</label>
          <select id="edit-delivery-date" value={value} onChange={(event) => setValue(event.target.value)} className="rounded-lg border border-stone-300 px-3 py-2 text-sm">
            {choices.map((date) => (
              <option key={date} value={date}>{deliveryDateText(date, locale)}</option>
            ))}
          </select>
        </>
      ) : null}
      {(staff || (offered?.zone && choices.length > 0)) && (
        <Button type="submit" variant="secondary" disabled={busy || !value || value === order.delivery_date}>
          {t("saveDeliveryDate")}
        </Button>
      )}
    </form>
  );
}

function BillingEditor({ order, onSave }: { order: OrderView; onSave: (billing: Billing) => Promise<boolean> }) {
  const t = useTranslations("orders");
  const { online, error, clear } = useSubmitState();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<BillingInput, unknown, Billing>({ resolver: zodResolver(billingSchema), mode: "onTouched", defaultValues: billingOf(order) });
  const onSubmit = handleSubmit(async (billing) => {
    if (await onSave(billing)) reset(billing);
  });
  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="edit-billing" className="flex flex-col gap-4 rounded-xl border border-stone-200 bg-white p-5">
      <h2 id="edit-billing" className="text-lg font-bold text-brand-800">{t("shippingHeading")}</h2>
      <BillingFields idPrefix="edit-billing" register={register} errors={errors} onEdit={clear} currentState={order.state} compact />
      <FormActions online={online} pending={isSubmitting} invalid={false} error={error}>
        {t("saveBilling")}
      </FormActions>
    </form>
  );
}
