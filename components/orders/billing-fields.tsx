"use client";

import type { FieldErrors, UseFormRegister } from "react-hook-form";
import type { z } from "zod";
import type { billingSchema } from "@/lib/orders/schemas";
import { messages } from "@/lib/messages/en";
import { TextField } from "@/components/ui/text-field";

export type BillingInput = z.input<typeof billingSchema>;

/**
 * The billing fields of /cart and /edit-order (SPEC.md §5): country fixed to Canada and read-only;
 * address, town/city, province, postal code, email and phone required; company and notes optional.
 */
export function BillingFields({
  idPrefix,
  register,
  errors,
  onEdit,
  compact = false,
}: {
  idPrefix: string;
  register: UseFormRegister<BillingInput>;
  errors: FieldErrors<BillingInput>;
  onEdit?: () => void;
  /** One column, for a side panel. */
  compact?: boolean;
}) {
  const options = { onChange: onEdit };
  return (
    <div className={`grid grid-cols-1 gap-4 ${compact ? "" : "sm:grid-cols-2"}`}>
      <TextField id={`${idPrefix}-company`} label={messages.cart.companyName} optional autoComplete="organization" className={compact ? "" : "sm:col-span-2"} error={errors.companyName?.message} {...register("companyName", options)} />
      <TextField id={`${idPrefix}-address`} label={messages.fields.address} autoComplete="street-address" className={compact ? "" : "sm:col-span-2"} error={errors.address?.message} {...register("address", options)} />
      <TextField id={`${idPrefix}-town-city`} label={messages.fields.townCity} autoComplete="address-level2" error={errors.townCity?.message} {...register("townCity", options)} />
      <TextField id={`${idPrefix}-state`} label={messages.fields.state} autoComplete="address-level1" error={errors.state?.message} {...register("state", options)} />
      <TextField id={`${idPrefix}-zipcode`} label={messages.fields.zipcode} autoComplete="postal-code" hint={messages.fields.zipHint} error={errors.zipcode?.message} {...register("zipcode", options)} />
      <TextField id={`${idPrefix}-country`} label={messages.fields.country} autoComplete="country-name" readOnly hint={messages.fields.readOnly} error={errors.country?.message} {...register("country")} />
      <TextField id={`${idPrefix}-email`} label={messages.cart.email} type="email" autoComplete="email" error={errors.email?.message} {...register("email", options)} />
      <TextField id={`${idPrefix}-phone`} label={messages.cart.phone} type="tel" inputMode="numeric" autoComplete="tel" hint={messages.fields.phoneHint} error={errors.phone?.message} {...register("phone", options)} />
      <div className={`flex flex-col gap-1 ${compact ? "" : "sm:col-span-2"}`}>
        <label htmlFor={`${idPrefix}-notes`} className="text-sm font-medium text-stone-800">
          {messages.cart.orderNotes}
          <span className="ml-1 font-normal text-stone-500">{messages.fields.optional}</span>
        </label>
        <textarea
          id={`${idPrefix}-notes`}
          rows={3}
          placeholder={messages.cart.orderNotesHint}
          aria-invalid={errors.orderNotes ? true : undefined}
          aria-describedby={errors.orderNotes ? `${idPrefix}-notes-error` : undefined}
          className="rounded-lg border border-stone-300 bg-white px-3 py-2 text-base text-stone-900 shadow-sm outline-none focus-visible:border-brand-600"
          {...register("orderNotes", options)}
        />
        {errors.orderNotes?.message && (
          <p id={`${idPrefix}-notes-error`} className="text-sm text-sale-600">
            {errors.orderNotes.message}
          </p>
        )}
      </div>
    </div>
  );
}
