"use client";

import type { FieldErrors, UseFormRegister } from "react-hook-form";
import type { z } from "zod";
import type { profileFieldsSchema } from "@/lib/shared/accounts/schemas";
import { useTranslations } from "next-intl";
import { ProvinceSelect } from "@/components/ui/province-select";
import { TextField } from "@/components/ui/text-field";

type ProfileInput = z.input<typeof profileFieldsSchema>;

/** The business and address fields of a new account, all blank but the country (Canada). */
export const EMPTY_PROFILE: Required<ProfileInput> = {
  phone_number: "",
  first_name: "",
  last_name: "",
  country: "Canada",
  address: "",
  townCity: "",
  state: "",
  zipcode: "",
  company: "",
};

/**
 * The business and address fields shared by /register and /my-profile. Country is fixed to
 * Canada (docs/product.md §5) and shown read-only.
 */
export function ProfileFields<T extends ProfileInput>({
  idPrefix,
  register,
  errors,
  onEdit,
  currentState,
}: {
  idPrefix: string;
  /** The stored province, kept as a choice even when it is not one of the list (older free text). */
  currentState?: string;
  register: UseFormRegister<T>;
  errors: FieldErrors<T>;
  onEdit: () => void;
}) {
  const tFields = useTranslations("fields");
  // The generic form shares these field names; narrowing here keeps the call sites simple.
  const field = register as unknown as UseFormRegister<ProfileInput>;
  const fieldErrors = errors as FieldErrors<ProfileInput>;
  const options = { onChange: onEdit };
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      <TextField
        id={`${idPrefix}-first-name`}
        label={tFields("firstName")}
        autoComplete="given-name"
        error={fieldErrors.first_name?.message}
        {...field("first_name", options)}
      />
      <TextField
        id={`${idPrefix}-last-name`}
        label={tFields("lastName")}
        autoComplete="family-name"
        error={fieldErrors.last_name?.message}
        {...field("last_name", options)}
      />
      <TextField
        id={`${idPrefix}-phone`}
        label={tFields("phone")}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        hint={tFields("phoneHint")}
        error={fieldErrors.phone_number?.message}
        {...field("phone_number", options)}
      />
      <TextField
        id={`${idPrefix}-company`}
        label={tFields("company")}
        optional
        autoComplete="organization"
        error={fieldErrors.company?.message}
        {...field("company", options)}
      />
      <TextField
        id={`${idPrefix}-address`}
        label={tFields("address")}
        autoComplete="street-address"
        className="sm:col-span-2"
        error={fieldErrors.address?.message}
        {...field("address", options)}
      />
      <TextField
        id={`${idPrefix}-town-city`}
        label={tFields("townCity")}
        autoComplete="address-level2"
        error={fieldErrors.townCity?.message}
        {...field("townCity", options)}
      />
      <ProvinceSelect id={`${idPrefix}-state`} label={tFields("state")} current={currentState} error={fieldErrors.state?.message} {...field("state", options)} />
      <TextField
        id={`${idPrefix}-zipcode`}
        label={tFields("zipcode")}
        autoComplete="postal-code"
        hint={tFields("zipHint")}
        error={fieldErrors.zipcode?.message}
        {...field("zipcode", options)}
      />
      <TextField
        id={`${idPrefix}-country`}
        label={tFields("country")}
        autoComplete="country-name"
        readOnly
        error={fieldErrors.country?.message}
        {...field("country")}
      />
    </div>
  );
}
