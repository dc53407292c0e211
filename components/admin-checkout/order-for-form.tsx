"use client";

import { EmailText, PhoneText } from "@/components/ui/contact-text";
import { useQuery } from "@tanstack/react-query";
import { useRouter } from "@/client/i18n/navigation";
import { useRef, useState } from "react";
import type { AdminDraftBilling } from "@/lib/orders/admin-draft";
import { saveAdminDraft } from "@/client/api-client/admin-checkout";
import { ApiError, errorText } from "@/client/api-client/api-error";
import { allCustomers, type Customer } from "@/client/api-client/customers";
import { savedStrings, type SavedDraftValues } from "@/client/ui/saved-draft-values";
import { clearSavedDraft } from "@/client/ui/saved-drafts";
import { useSavedDraft } from "@/client/ui/use-saved-draft";
import { useSubmitState } from "@/client/ui/use-submit-state";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Combobox, type ComboboxOption } from "@/components/ui/combobox";
import { controlStyles, fieldLabelId, FormField } from "@/components/ui/form-field";
import { FormError } from "@/components/ui/form-error";
import { OfflineNotice } from "@/components/ui/offline-notice";
import { usePending } from "@/client/ui/use-pending";
import { PO_NUMBER_MAX } from "@/lib/shared/validation/primitives";

type Chosen = Pick<Customer, "id" | "company" | "first_name" | "last_name" | "email" | "phone_number" | "address" | "townCity" | "state" | "zipcode" | "verified">;

const fullName = (c: Pick<Customer, "first_name" | "last_name">) => `${c.first_name} ${c.last_name}`.trim();
const labelOf = (c: Chosen) => c.company || fullName(c) || c.email;

/** A customer in the picker; `awaiting` names an unverified one ("awaiting verification"). */
function optionOf(c: Customer, awaiting: string): ComboboxOption<number> {
  const who = [c.company ? fullName(c) : "", c.email, c.verified ? "" : awaiting].filter(Boolean).join(" · ");
  return { value: c.id, label: labelOf(c), description: who, keywords: `${c.townCity} ${c.phone_number}` };
}

/**
 * The customer the admin cart's order is for, and its notes (docs/product.md §2 /cart-admin): every
 * customer by company (GET /api/users/customers_list_v2/), preselected from the saved draft. Until
 * Review and pay the choice and the notes are kept in the browser for `owner`, the admin
 * (client/ui/saved-drafts.ts); a "New order" link (`fromLink`) chose the customer on the server,
 * and that choice wins over what the browser kept. The cart screen renders the picker at the top
 * and the notes with Review and pay under the lines.
 */
export function useOrderFor({ saved, owner, fromLink }: { saved: AdminDraftBilling | null; owner: number; fromLink: boolean }) {
  const t = useTranslations("adminCheckout");
  const customers = useQuery({ queryKey: ["customers", "all"], queryFn: ({ signal }) => allCustomers({ signal }) });
  const [customerId, setCustomerId] = useState<number | null>(saved?.value ?? null);
  const [notes, setNotes] = useState(saved?.orderNotes ?? "");
  const [poNumber, setPoNumber] = useState(saved?.po_number ?? "");
  // The chosen customer's name while the list loads (the saved draft's, or the one kept in the browser).
  const [chosenLabel, setChosenLabel] = useState(saved?.label);
  const [fieldError, setFieldError] = useState<string | null>(null);

  const list = customers.data ?? [];
  const chosen: Chosen | null = list.find((c) => c.id === customerId) ?? (saved && saved.value === customerId ? saved.data : null);
  const blockedNote = chosen && !chosen.verified ? t("notVerifiedNote", { company: labelOf(chosen) }) : null;

  const keep = useSavedDraft("admin-order", owner, (values: SavedDraftValues) => {
    if (fromLink) {
      // The link's customer is the one on the phone: what this browser kept for another order goes.
      clearSavedDraft("admin-order");
      return;
    }
    const typed = savedStrings(values, ["label", "orderNotes", "po_number"] as const);
    if (typeof values.customer === "number" && Number.isSafeInteger(values.customer)) {
      setCustomerId(values.customer);
      setChosenLabel(typed.label);
    }
    if (typed.orderNotes !== undefined) setNotes(typed.orderNotes);
    if (typed.po_number !== undefined) setPoNumber(typed.po_number);
  });

  const choose = (id: number) => {
    const customer = list.find((c) => c.id === id);
    const label = customer ? labelOf(customer) : undefined;
    setCustomerId(id);
    setChosenLabel(label);
    keep({ customer: id, label, orderNotes: notes, po_number: poNumber });
    setFieldError(null);
  };

  const editNotes = (value: string) => {
    setNotes(value);
    keep({ customer: customerId, label: chosenLabel, orderNotes: value, po_number: poNumber });
  };

  const editPoNumber = (value: string) => {
    setPoNumber(value);
    keep({ customer: customerId, label: chosenLabel, orderNotes: notes, po_number: value });
  };

  return { customers, list, customerId, chosen, chosenLabel, notes, poNumber, blockedNote, fieldError, setFieldError, choose, editNotes, editPoNumber };
}

export type OrderFor = ReturnType<typeof useOrderFor>;

/**
 * "Select customer for order" with where the order ships. `afterChoose` runs once focus is back
 * on the picker after a choice (the keyboard goes on to the products).
 */
export function CustomerSection({ orderFor, afterChoose }: { orderFor: OrderFor; afterChoose?: () => void }) {
  const t = useTranslations("adminCheckout");
  const { customers, list, customerId, chosen, chosenLabel, blockedNote, fieldError, choose } = orderFor;
  // Set when a customer is picked: the popover gives focus back to the picker, and we pass it on.
  const justChose = useRef(0);
  const pickerId = "order-customer";
  const pickerError = fieldError ?? blockedNote ?? (customers.isError ? errorText(customers.error) : null);
  return (
    <section aria-labelledby="order-for-heading" className="flex flex-col gap-5 rounded-xl border border-stone-200 bg-white p-5 sm:p-6">
      <div>
        <h2 id="order-for-heading" className="text-xl font-bold text-brand-800">{t("orderForHeading")}</h2>
        <p className="mt-1 text-sm text-stone-600">{t("customerIntro")}</p>
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <div
          onFocus={() => {
            if (Date.now() - justChose.current < 1000) {
              justChose.current = 0;
              afterChoose?.();
            }
          }}
        >
          <FormField id={pickerId} label={t("selectCustomerLabel")} error={pickerError ?? undefined}>
            {(control) => (
              <Combobox<number>
                {...control}
                aria-labelledby={fieldLabelId(pickerId)}
                options={list.map((c) => optionOf(c, t("awaitingVerification")))}
                value={customerId}
                onChange={(id) => {
                  justChose.current = Date.now();
                  choose(id);
                }}
                loading={customers.isPending}
                valueLabel={chosenLabel}
                placeholder={t("selectCustomerPlaceholder")}
                searchPlaceholder={t("searchCustomers")}
                emptyMessage={t("noCustomers")}
              />
            )}
          </FormField>
        </div>
        {chosen && (
          <div className="rounded-lg bg-stone-50 px-4 py-3 text-sm" data-testid="order-for-customer">
            <p className="font-semibold text-stone-800">{t("shipsTo")}</p>
            <address className="not-italic leading-6 text-stone-700">
              <span className="block">{labelOf(chosen)}{chosen.company && fullName(chosen) ? ` — ${fullName(chosen)}` : ""}</span>
              <span className="block">{chosen.address}</span>
              <span className="block">{[chosen.townCity, chosen.state, chosen.zipcode].filter(Boolean).join(", ")}</span>
              <span className="block">
                <EmailText email={chosen.email} plain /> · <PhoneText phone={chosen.phone_number} />
              </span>
            </address>
          </div>
        )}
      </div>
    </section>
  );
}

/** Review and pay's id: the quick entry sends the keyboard there (Enter on an empty line). */
export const REVIEW_BUTTON_ID = "admin-review-and-pay";

/**
 * The PO number, the order notes and Review and pay (under the cart's lines): disabled until a customer who may
 * be ordered for is chosen, then saves the draft (customer, PO number, order notes; the server keeps the
 * lines and totals) and opens /checkout-admin.
 */
export function ReviewSection({ orderFor }: { orderFor: OrderFor }) {
  const t = useTranslations("adminCheckout");
  const router = useRouter();
  const { customerId, notes, poNumber, blockedNote, setFieldError, editNotes, editPoNumber } = orderFor;
  const { online, error, attempt, navigating, setNavigating } = useSubmitState();
  const [pending, setPending] = usePending();

  const review = () =>
    attempt(async () => {
      if (customerId === null) return;
      setPending(true);
      try {
        await saveAdminDraft({ customer: customerId, orderNotes: notes, po_number: poNumber });
        clearSavedDraft("admin-order");
        setNavigating(true);
        router.push("/checkout-admin");
      } catch (failure) {
        // The customer can no longer be ordered for (deleted, unverified, no address): say so at the picker.
        if (failure instanceof ApiError && failure.body && "customer" in failure.body) {
          setFieldError(failure.message);
          return;
        }
        throw failure;
      } finally {
        setPending(false);
      }
    });

  return (
    <section aria-label={t("reviewAndPay")} className="flex flex-col gap-5 rounded-xl border border-stone-200 bg-white p-5 sm:p-6">
      <FormField id="order-po-number" label={t("poNumber")} optional hint={t("poNumberHint")}>
        {(control) => (
          <input {...control} type="text" autoComplete="off" maxLength={PO_NUMBER_MAX} value={poNumber} onChange={(event) => editPoNumber(event.target.value)} className={controlStyles()} />
        )}
      </FormField>
      <FormField id="order-notes" label={t("orderNotes")} optional>
        {(control) => (
          <textarea {...control} rows={3} maxLength={1000} value={notes} onChange={(event) => editNotes(event.target.value)} placeholder={t("orderNotesHint")} className={controlStyles()} />
        )}
      </FormField>
      {!online && <OfflineNotice />}
      <FormError message={error} />
      <div className="flex flex-col gap-2 sm:items-end">
        <Button id={REVIEW_BUTTON_ID} onClick={() => void review()} pending={pending || navigating} disabled={customerId === null || blockedNote !== null || !online} className="w-full py-3 text-base sm:w-auto sm:min-w-48">
          {t("reviewAndPay")}
        </Button>
        {customerId === null && <p className="text-sm text-stone-600">{t("pickCustomerFirst")}</p>}
      </div>
    </section>
  );
}
