"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useForm } from "react-hook-form";
import { billingSchema, type Billing } from "@/lib/orders/schemas";
import { ApiError, apiFetch } from "@/lib/ui/api-client";
import { setCheckoutFlag } from "@/lib/ui/checkout-flag";
import { useSessionNavigation } from "@/lib/ui/auth-navigation";
import { useSubmitState } from "@/lib/ui/use-submit-state";
import { messages } from "@/lib/messages/en";
import { FormActions } from "@/components/account/form-actions";
import { BillingFields, type BillingInput } from "@/components/orders/billing-fields";

/** The billing form of /cart; Review and pay saves the draft on the server, then opens /checkout. */
export function ReviewForm({ defaults, blocked = false }: { defaults: Billing; blocked?: boolean }) {
  const router = useRouter();
  const goToSessionPage = useSessionNavigation();
  const { online, error, clear, attempt, navigating, setNavigating } = useSubmitState();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<BillingInput, unknown, Billing>({ resolver: zodResolver(billingSchema), mode: "onTouched", defaultValues: defaults });

  const onSubmit = handleSubmit((billing) =>
    attempt(async () => {
      setCheckoutFlag();
      try {
        await apiFetch("/api/orders/draft/", { method: "PUT", body: billing });
      } catch (failure) {
        if (failure instanceof ApiError && failure.status === 401) {
          goToSessionPage("/login?next=checkout");
          return;
        }
        throw failure;
      }
      setNavigating(true);
      router.push("/checkout");
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="billing-heading" className="flex flex-col gap-5 rounded-xl border border-stone-200 bg-white p-5 sm:p-6">
      <div>
        <h2 id="billing-heading" className="text-xl font-bold text-brand-800">{messages.cart.billingHeading}</h2>
        <p className="mt-1 text-sm text-stone-600">{messages.cart.billingIntro}</p>
      </div>
      <BillingFields idPrefix="billing" register={register} errors={errors} onEdit={clear} />
      <div className="flex flex-col gap-3 sm:items-end">
        <FormActions online={online} pending={isSubmitting || navigating} invalid={blocked} error={error} className="w-full sm:w-auto sm:min-w-48">
          {messages.cart.reviewAndPay}
        </FormActions>
      </div>
    </form>
  );
}
