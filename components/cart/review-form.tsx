"use client";

import { useRouter } from "next/navigation";
import { useEffect } from "react";
import { billingSchema, type Billing } from "@/lib/shared/orders/schemas";
import { ApiError } from "@/client/api-client/api-error";
import { saveDraft } from "@/client/api-client/orders";
import { setCheckoutFlag } from "@/lib/shared/ui/checkout-flag";
import { savedStrings } from "@/client/ui/saved-draft-values";
import { clearSavedDraft } from "@/client/ui/saved-drafts";
import { useSavedDraft } from "@/client/ui/use-saved-draft";
import { useSessionNavigation } from "@/client/ui/auth-navigation";
import { useSubmitForm } from "@/client/ui/use-submit-form";
import { cartMessages } from "@/lib/shared/messages/cart";
import { FormActions } from "@/components/ui/form-actions";
import { BillingFields } from "@/components/orders/billing-fields";

/** What the buyer types (the country is fixed). */
const TYPED = ["companyName", "address", "townCity", "state", "zipcode", "email", "phone", "orderNotes"] as const;

/**
 * The billing form of /cart; Review and pay saves the draft on the server, then opens /checkout.
 * Until then what is typed is kept in the browser (client/ui/saved-drafts.ts) for `owner`, the buyer.
 */
export function ReviewForm({ defaults, owner, blocked = false }: { defaults: Billing; owner: number; blocked?: boolean }) {
  const router = useRouter();
  const goToSessionPage = useSessionNavigation();
  const { form, submit, actions, clear, setNavigating } = useSubmitForm(billingSchema, defaults);
  const keep = useSavedDraft("billing", owner, (saved) => form.reset({ ...defaults, ...savedStrings(saved, TYPED) }, { keepDefaultValues: true }));
  useEffect(() => {
    const watching = form.watch((values, { type }) => {
      if (type === "change") keep(savedStrings(values, TYPED));
    });
    return () => watching.unsubscribe();
  }, [form, keep]);

  const onSubmit = submit(async (billing) => {
    setCheckoutFlag();
    try {
      await saveDraft(billing);
    } catch (failure) {
      if (failure instanceof ApiError && failure.status === 401) {
        goToSessionPage("/login?next=checkout");
        return;
      }
      throw failure;
    }
    clearSavedDraft("billing");
    setNavigating(true);
    router.push("/checkout");
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="billing-heading" className="flex flex-col gap-5 rounded-xl border border-stone-200 bg-white p-5 sm:p-6">
      <div>
        <h2 id="billing-heading" className="text-xl font-bold text-brand-800">{cartMessages.billingHeading}</h2>
        <p className="mt-1 text-sm text-stone-600">{cartMessages.billingIntro}</p>
      </div>
      <BillingFields idPrefix="billing" register={form.register} errors={form.formState.errors} onEdit={clear} />
      <div className="flex flex-col gap-3 sm:items-end">
        <FormActions {...actions} invalid={blocked} className="w-full sm:w-auto sm:min-w-48">
          {cartMessages.reviewAndPay}
        </FormActions>
      </div>
    </form>
  );
}
