"use client";

import { EmailText, PhoneText } from "@/components/ui/contact-text";
import { useQuery } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useState } from "react";
import type { AdminDraftBilling } from "@/lib/orders/admin-draft";
import { saveAdminDraft } from "@/client/api-client/admin-checkout";
import { ApiError, errorText } from "@/client/api-client/api-error";
import { allCustomers, type Customer } from "@/client/api-client/customers";
import { savedStrings, type SavedDraftValues } from "@/client/ui/saved-draft-values";
import { clearSavedDraft } from "@/client/ui/saved-drafts";
import { useSavedDraft } from "@/client/ui/use-saved-draft";
import { useSubmitState } from "@/client/ui/use-submit-state";
import { adminCheckoutMessages } from "@/lib/shared/messages/admin-checkout";
import { Button } from "@/components/ui/button";
import { Combobox, type ComboboxOption } from "@/components/ui/combobox";
import { controlStyles, fieldLabelId, FormField } from "@/components/ui/form-field";
import { FormError } from "@/components/ui/form-error";
import { OfflineNotice } from "@/components/ui/offline-notice";
import { QueryScope } from "@/components/ui/query-scope";
import { usePending } from "@/client/ui/use-pending";

const t = adminCheckoutMessages;

type Chosen = Pick<Customer, "id" | "company" | "first_name" | "last_name" | "email" | "phone_number" | "address" | "townCity" | "state" | "zipcode" | "verified">;

const fullName = (c: Pick<Customer, "first_name" | "last_name">) => `${c.first_name} ${c.last_name}`.trim();
const labelOf = (c: Chosen) => c.company || fullName(c) || c.email;

function optionOf(c: Customer): ComboboxOption<number> {
  const who = [c.company ? fullName(c) : "", c.email, c.verified ? "" : t.awaitingVerification].filter(Boolean).join(" · ");
  return { value: c.id, label: labelOf(c), description: who, keywords: `${c.townCity} ${c.phone_number}` };
}

/**
 * "Select customer for order" on /cart-admin (docs/product.md §2): every customer by company (GET
 * /api/users/customers_list_v2/), preselected from the saved draft; Review and pay stays disabled
 * until a customer who may be ordered for is chosen, then saves the draft (customer, order notes;
 * the server keeps the lines and totals) and opens /checkout-admin. Until then the choice and the
 * notes are kept in the browser for `owner`, the admin (client/ui/saved-drafts.ts).
 */
function OrderForFormContent({ saved, owner }: { saved: AdminDraftBilling | null; owner: number }) {
  const router = useRouter();
  const customers = useQuery({ queryKey: ["customers", "all"], queryFn: ({ signal }) => allCustomers({ signal }) });
  const [customerId, setCustomerId] = useState<number | null>(saved?.value ?? null);
  const [notes, setNotes] = useState(saved?.orderNotes ?? "");
  // The chosen customer's name while the list loads (the saved draft's, or the one kept in the browser).
  const [chosenLabel, setChosenLabel] = useState(saved?.label);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const { online, error, attempt, navigating, setNavigating, clear } = useSubmitState();
  const [pending, setPending] = usePending();

  const list = customers.data ?? [];
  const chosen: Chosen | null = list.find((c) => c.id === customerId) ?? (saved && saved.value === customerId ? saved.data : null);
  const blockedNote = chosen && !chosen.verified ? t.notVerifiedNote(labelOf(chosen)) : null;

  const keep = useSavedDraft("admin-order", owner, (values: SavedDraftValues) => {
    const typed = savedStrings(values, ["label", "orderNotes"] as const);
    if (typeof values.customer === "number" && Number.isSafeInteger(values.customer)) {
      setCustomerId(values.customer);
      setChosenLabel(typed.label);
    }
    if (typed.orderNotes !== undefined) setNotes(typed.orderNotes);
  });

  const choose = (id: number) => {
    const customer = list.find((c) => c.id === id);
    const label = customer ? labelOf(customer) : undefined;
    setCustomerId(id);
    setChosenLabel(label);
    keep({ customer: id, label, orderNotes: notes });
    setFieldError(null);
    clear();
  };

  const editNotes = (value: string) => {
    setNotes(value);
    keep({ customer: customerId, label: chosenLabel, orderNotes: value });
  };

  const review = () =>
    attempt(async () => {
      if (customerId === null) return;
      setPending(true);
      try {
        await saveAdminDraft({ customer: customerId, orderNotes: notes });
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

  const pickerId = "order-customer";
  const pickerError = fieldError ?? blockedNote ?? (customers.isError ? errorText(customers.error) : null);
  return (
    <section aria-labelledby="order-for-heading" className="flex flex-col gap-5 rounded-xl border border-stone-200 bg-white p-5 sm:p-6">
      <div>
        <h2 id="order-for-heading" className="text-xl font-bold text-brand-800">{t.orderForHeading}</h2>
        <p className="mt-1 text-sm text-stone-600">{t.customerIntro}</p>
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id={pickerId} label={t.selectCustomerLabel} error={pickerError ?? undefined}>
          {(control) => (
            <Combobox<number>
              {...control}
              aria-labelledby={fieldLabelId(pickerId)}
              options={list.map(optionOf)}
              value={customerId}
              onChange={choose}
              loading={customers.isPending}
              valueLabel={chosenLabel}
              placeholder={t.selectCustomerPlaceholder}
              searchPlaceholder={t.searchCustomers}
              emptyMessage={t.noCustomers}
            />
          )}
        </FormField>
        {chosen && (
          <div className="rounded-lg bg-stone-50 px-4 py-3 text-sm" data-testid="order-for-customer">
            <p className="font-semibold text-stone-800">{t.shipsTo}</p>
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
        <FormField id="order-notes" label={t.orderNotes} optional className="sm:col-span-2">
          {(control) => (
            <textarea {...control} rows={3} maxLength={1000} value={notes} onChange={(event) => editNotes(event.target.value)} placeholder={t.orderNotesHint} className={controlStyles()} />
          )}
        </FormField>
      </div>
      {!online && <OfflineNotice />}
      <FormError message={error} />
      <div className="flex flex-col gap-2 sm:items-end">
        <Button onClick={() => void review()} pending={pending || navigating} disabled={customerId === null || blockedNote !== null || !online} className="w-full py-3 text-base sm:w-auto sm:min-w-48">
          {t.reviewAndPay}
        </Button>
        {customerId === null && <p className="text-sm text-stone-600">{t.pickCustomerFirst}</p>}
      </div>
    </section>
  );
}

export function OrderForForm(props: Parameters<typeof OrderForFormContent>[0]) {
  return (
    <QueryScope>
      <OrderForFormContent {...props} />
    </QueryScope>
  );
}
