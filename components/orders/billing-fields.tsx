"use client";

import type { FieldErrors, UseFormRegister } from "react-hook-form";
import type { z } from "zod";
import type { billingSchema } from "@/lib/shared/orders/schemas";
import { useTranslations } from "next-intl";
import { controlStyles, FormField } from "@/components/ui/form-field";
import { TextField } from "@/components/ui/text-field";
import { ProvinceSelect } from "@/components/ui/province-select";
import { PO_NUMBER_MAX } from "@/lib/shared/validation/primitives";

export type BillingInput = z.input<typeof billingSchema>;

/**
 * The billing fields of /cart and /edit-order (docs/product.md §5): country fixed to Canada and read-only;
 * address, town/city, province (from the one list), postal code, email and phone required; company,
 * PO number and notes optional.
 */
export function BillingFields({
  idPrefix,
  register,
  errors,
  onEdit,
  compact = false,
  currentState,
  poNumber = true,
}: {
  idPrefix: string;
  /** The stored province, kept as a choice even when it is not one of the list (older free text). */
  currentState?: string;
  register: UseFormRegister<BillingInput>;
  errors: FieldErrors<BillingInput>;
  onEdit?: () => void;
  /** One column, for a side panel. */
  compact?: boolean;
  /** With the PO number field (the cart shows it apart, outside its folded details). */
  poNumber?: boolean;
}) {
  const tFields = useTranslations("fields");
  const t = useTranslations("cart");
  const options = { onChange: onEdit };
  return (
    <div className={`grid grid-cols-1 gap-4 ${compact ? "" : "sm:grid-cols-2"}`}>
      <TextField id={`${idPrefix}-company`} label={t("companyName")} optional autoComplete="organization" className={compact ? "" : "sm:col-span-2"} error={errors.companyName?.message} {...register("companyName", options)} />
      <TextField id={`${idPrefix}-address`} label={tFields("address")} autoComplete="street-address" className={compact ? "" : "sm:col-span-2"} error={errors.address?.message} {...register("address", options)} />
      <TextField id={`${idPrefix}-town-city`} label={tFields("townCity")} autoComplete="address-level2" error={errors.townCity?.message} {...register("townCity", options)} />
      <ProvinceSelect id={`${idPrefix}-state`} label={tFields("state")} current={currentState} error={errors.state?.message} {...register("state", options)} />
      <TextField id={`${idPrefix}-zipcode`} label={tFields("zipcode")} autoComplete="postal-code" hint={tFields("zipHint")} error={errors.zipcode?.message} {...register("zipcode", options)} />
      <TextField id={`${idPrefix}-country`} label={tFields("country")} autoComplete="country-name" readOnly hint={tFields("readOnly")} error={errors.country?.message} {...register("country")} />
      <TextField id={`${idPrefix}-email`} label={t("email")} type="email" autoComplete="email" error={errors.email?.message} {...register("email", options)} />
      <TextField id={`${idPrefix}-phone`} label={t("phone")} type="tel" inputMode="tel" autoComplete="tel" hint={tFields("phoneHint")} error={errors.phone?.message} {...register("phone", options)} />
      {poNumber && <PoNumberField idPrefix={idPrefix} register={register} errors={errors} onEdit={onEdit} className={compact ? "" : "sm:col-span-2"} />}
      <FormField id={`${idPrefix}-notes`} label={t("orderNotes")} optional error={errors.orderNotes?.message} className={compact ? "" : "sm:col-span-2"}>
        {(control) => <textarea {...control} rows={3} placeholder={t("orderNotesHint")} className={controlStyles({ invalid: Boolean(errors.orderNotes) })} {...register("orderNotes", options)} />}
      </FormField>
    </div>
  );
}

/** The optional purchase-order number of an order: one line, at most 40 characters (lib/shared/validation/primitives.ts poNumber). */
export function PoNumberField({
  idPrefix,
  register,
  errors,
  onEdit,
  className,
}: {
  idPrefix: string;
  register: UseFormRegister<BillingInput>;
  errors: FieldErrors<BillingInput>;
  onEdit?: () => void;
  className?: string;
}) {
  const t = useTranslations("cart");
  return (
    <TextField
      id={`${idPrefix}-po-number`}
      label={t("poNumber")}
      optional
      autoComplete="off"
      maxLength={PO_NUMBER_MAX}
      hint={t("poNumberHint")}
      className={className}
      error={errors.po_number?.message}
      {...register("po_number", { onChange: onEdit })}
    />
  );
}
