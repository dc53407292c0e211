"use client";

import { useRouter } from "@/client/i18n/navigation";
import { useCallback, useEffect, useRef, useState } from "react";
import { billingSchema, type Billing } from "@/lib/shared/orders/schemas";
import { ApiError } from "@/client/api-client/api-error";
import { saveDraft } from "@/client/api-client/orders";
import { setCheckoutFlag } from "@/lib/shared/ui/checkout-flag";
import { savedStrings } from "@/client/ui/saved-draft-values";
import { clearSavedDraft } from "@/client/ui/saved-drafts";
import { useSavedDraft } from "@/client/ui/use-saved-draft";
import { useSessionNavigation } from "@/client/ui/auth-navigation";
import { useSubmitForm } from "@/client/ui/use-submit-form";
import { provinceName } from "@/lib/shared/accounts/provinces";
import { DEFAULT_LOCALE, isLocale, type Locale } from "@/lib/shared/i18n/locales";
import { useLocale, useTranslations } from "next-intl";
import { formatCad, toCents } from "@/lib/shared/pricing/money";
import { Button } from "@/components/ui/button";
import { FormError } from "@/components/ui/form-error";
import { OfflineNotice } from "@/components/ui/offline-notice";
import { BillingFields, PoNumberField, type BillingInput } from "@/components/orders/billing-fields";

/** What the buyer types (the country is fixed). */
const TYPED = ["companyName", "address", "townCity", "state", "zipcode", "email", "phone", "orderNotes", "po_number"] as const;

/** The one-line summary of folded billing details: company, name, address, town, province. */
export function billingSummary(values: Partial<BillingInput>, name = "", locale: Locale = DEFAULT_LOCALE): string {
  const text = (value: unknown) => (typeof value === "string" ? value.trim() : "");
  return [text(values.companyName), name.trim(), text(values.address), text(values.townCity), provinceName(text(values.state), locale)].filter(Boolean).join(", ");
}

/**
 * The billing form of /cart; Review and pay saves the draft on the server, then opens /checkout.
 * Until then what is typed is kept in the browser (client/ui/saved-drafts.ts) for `owner`, the buyer.
 *
 * Issue 26: the details come from the profile (or the last Review and pay) and stay folded into one
 * line with "Change" while they are complete and valid; they unfold by themselves when something the
 * order needs is missing or invalid. The PO number stays in view. Below 640 px the submit button sits
 * in a bar fixed to the bottom of the screen with the total (the page is padded so it covers nothing);
 * it is the form's only submit button, so there is one "Review and pay" to reach at every width.
 */
export function ReviewForm({ defaults, owner, name = "", total, blocked = false }: { defaults: Billing; owner: number; name?: string; total: string; blocked?: boolean }) {
  const t = useTranslations("cart");
  const locale = useLocale();
  const router = useRouter();
  const goToSessionPage = useSessionNavigation();
  const { form, submit, actions, clear, setNavigating } = useSubmitForm(billingSchema, defaults);
  const [open, setOpen] = useState(() => !billingSchema.safeParse(defaults).success);
  // "Change" was pressed: the unfolded form's first field takes the focus.
  const changeRequested = useRef(false);
  const keep = useSavedDraft("billing", owner, (saved) => {
    const typed = savedStrings(saved, TYPED);
    const values = { ...defaults, ...typed };
    form.reset(values, { keepDefaultValues: true });
    // The buyer left the details changed (or invalid): they come back unfolded, as they were left.
    const changed = (Object.keys(typed) as Array<(typeof TYPED)[number]>).some((key) => key !== "po_number" && typed[key] !== (defaults[key] ?? ""));
    if (changed || !billingSchema.safeParse(values).success) setOpen(true);
  });
  useEffect(() => {
    const watching = form.watch((values, { type }) => {
      if (type === "change") keep(savedStrings(values, TYPED));
    });
    return () => watching.unsubscribe();
  }, [form, keep]);

  // A field the folded summary hides is invalid (a submit, a server's answer): the form unfolds.
  const errors = form.formState.errors;
  const hiddenError = Object.keys(errors).some((key) => key !== "po_number");
  if (hiddenError && !open) setOpen(true);
  // As the fields appear: the first invalid one takes the focus (unfolded for an error), else the first one after "Change".
  // Stable, so it runs once as the fields mount, never again on a later render (it would pull the focus back).
  const focusOnUnfold = useCallback((node: HTMLDivElement | null) => {
    if (!node) return;
    const invalid = node.querySelector<HTMLElement>("[aria-invalid='true']");
    const target = invalid ?? (changeRequested.current ? node.querySelector<HTMLElement>("input, select, textarea") : null);
    changeRequested.current = false;
    target?.focus();
  }, []);

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

  const summary = billingSummary(form.getValues(), name, isLocale(locale) ? locale : DEFAULT_LOCALE);
  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="billing-heading" className="flex flex-col gap-5 rounded-xl border border-stone-200 bg-white p-5 sm:p-6">
      <div>
        <h2 id="billing-heading" className="text-xl font-bold text-brand-800">{t("billingHeading")}</h2>
        <p className="mt-1 text-sm text-stone-600">{open ? t("billingIntro") : t("billingFoldedIntro")}</p>
      </div>
      {open ? (
        <div ref={focusOnUnfold}>
          <BillingFields idPrefix="billing" register={form.register} errors={errors} onEdit={clear} currentState={defaults.state} poNumber={false} />
        </div>
      ) : (
        <div className="flex items-start justify-between gap-3 rounded-lg border border-stone-200 bg-stone-50 px-4 py-3" data-testid="billing-summary">
          <p className="min-w-0 text-sm text-stone-800">
            <span className="font-semibold">{t("billingSummaryLabel")} </span>
            {summary}
          </p>
          <button
            type="button"
            aria-label={t("changeBillingLabel")}
            onClick={() => {
              changeRequested.current = true;
              setOpen(true);
            }}
            className="shrink-0 rounded-md px-2 py-1 text-sm font-semibold text-brand-700 underline hover:bg-brand-50 hover:text-brand-800"
          >
            {t("changeBilling")}
          </button>
        </div>
      )}
      <PoNumberField idPrefix="billing" register={form.register} errors={errors} onEdit={clear} />
      {!actions.online && <OfflineNotice />}
      <FormError message={actions.error} />
      <div
        data-sticky-checkout
        className="fixed inset-x-0 bottom-0 z-30 flex items-center justify-between gap-3 border-t border-stone-200 bg-white px-4 py-3 shadow-[0_-4px_12px_rgba(0,0,0,0.08)] sm:static sm:z-auto sm:justify-end sm:border-0 sm:bg-transparent sm:p-0 sm:shadow-none"
      >
        <p className="flex flex-col text-sm leading-tight sm:hidden">
          <span className="text-xs text-stone-600">{t("stickyTotal")}</span>
          <span className="font-bold text-stone-900" data-testid="sticky-total">{formatCad(toCents(total), locale)} CAD</span>
        </p>
        <Button type="submit" pending={actions.pending} disabled={blocked || !actions.online} className="py-3 text-base sm:min-w-48">
          {t("reviewAndPay")}
        </Button>
      </div>
    </form>
  );
}
