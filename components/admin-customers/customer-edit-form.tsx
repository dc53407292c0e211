"use client";

import { useRouter } from "@/client/i18n/navigation";
import { useMemo } from "react";
import type { Path } from "react-hook-form";
import { toast } from "@/client/ui/toast";
import {
  customerEditSchemaFor,
  EXEMPTION_FIELDS,
  exemptionFieldsOf,
  exemptionsOfFields,
  type CustomerEditForm as EditFormValues,
} from "@/lib/shared/accounts/customer-schemas";
import { updateProfile, type Profile } from "@/client/api-client/accounts";
import type { Customer } from "@/client/api-client/customers";
import { useTranslations } from "next-intl";
import { useSubmitForm } from "@/client/ui/use-submit-form";
import { FormActions } from "@/components/ui/form-actions";
import { TextField } from "@/components/ui/text-field";
import { ProvinceSelect } from "@/components/ui/province-select";
import { LanguageSelect } from "@/components/ui/language-select";
import { DEFAULT_LOCALE } from "@/lib/shared/i18n/locales";

const FIELDS = ["company", "phone_number", "first_name", "last_name", "address", "townCity", "state", "zipcode", "language"] as const satisfies readonly Path<EditFormValues>[];

/** The exemption fields in the order the form shows them, each with its label's key. */
const EXEMPTIONS = [
  { name: EXEMPTION_FIELDS.QST, id: "customer-exemption-qst", label: "exemptionQst" },
  { name: EXEMPTION_FIELDS.PST_BC, id: "customer-exemption-pst-bc", label: "exemptionPstBc" },
  { name: EXEMPTION_FIELDS.RST_MB, id: "customer-exemption-rst-mb", label: "exemptionRstMb" },
  { name: EXEMPTION_FIELDS.PST_SK, id: "customer-exemption-pst-sk", label: "exemptionPstSk" },
] as const;

/** A customer with the language they chose (null: none, so English emails, docs/i18n.md) and their tax exemptions. */
type EditedCustomer = Pick<Customer, Exclude<(typeof FIELDS)[number], "language">> & Pick<Profile, "language" | "tax_exemptions">;

function valuesOf(customer: EditedCustomer): EditFormValues {
  return {
    ...exemptionFieldsOf(customer.tax_exemptions),
    language: customer.language ?? DEFAULT_LOCALE,
    company: customer.company,
    phone_number: customer.phone_number,
    first_name: customer.first_name,
    last_name: customer.last_name,
    address: customer.address,
    townCity: customer.townCity,
    state: customer.state,
    zipcode: customer.zipcode,
  };
}

/**
 * The customer's profile on /admin/edit-customer/{id}: the email is shown, never edited (docs/product.md
 * §5). Only the changed fields are sent (PATCH /api/users/profile/{id}/), so a field left blank at
 * creation may stay blank; one the customer has filled in cannot be emptied. The language (their
 * emails and documents) shows English while they have chosen none, as their emails are written.
 * The tax exemptions (issue 29) go in the same PATCH, as the whole list, once any of them changed.
 */
export function CustomerEditForm({ customer, profile }: { customer: Customer; profile: Pick<Profile, "language" | "tax_exemptions"> }) {
  const tAdminCustomers = useTranslations("adminCustomers");
  const tToasts = useTranslations("toasts");
  const router = useRouter();
  const initial = useMemo(() => valuesOf({ ...customer, language: profile.language, tax_exemptions: profile.tax_exemptions }), [customer, profile]);
  const schema = useMemo(() => customerEditSchemaFor(initial), [initial]);
  const { form, field, submit, actions } = useSubmitForm(schema, initial, { serverFields: FIELDS });

  const onSubmit = submit(async (values) => {
    const dirty = form.formState.dirtyFields;
    const patch: Parameters<typeof updateProfile>[1] = Object.fromEntries(FIELDS.filter((name) => dirty[name]).map((name) => [name, values[name]]));
    if (EXEMPTIONS.some(({ name }) => dirty[name])) patch.tax_exemptions = exemptionsOfFields(values);
    const updated = await updateProfile({ id: customer.id }, patch);
    form.reset(valuesOf(updated));
    toast.success(tToasts("customerUpdated"), { duration: 2000 });
    router.refresh();
  });

  return (
    <section aria-labelledby="customer-profile-title" className="rounded-xl border border-stone-200 bg-white p-4 sm:p-6">
      <h2 id="customer-profile-title" className="mb-4 text-base font-semibold text-stone-900">
        {tAdminCustomers("profileTitle")}
      </h2>
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField id="customer-email" label={tAdminCustomers("fieldEmail")} type="email" value={customer.email} readOnly hint={tAdminCustomers("emailReadOnly")} className="sm:col-span-2" />
          <TextField id="customer-company" label={tAdminCustomers("fieldCompany")} autoComplete="off" className="sm:col-span-2" {...field("company")} />
          <TextField id="customer-phone" label={tAdminCustomers("fieldPhone")} type="tel" inputMode="numeric" autoComplete="off" hint={tAdminCustomers("phoneHint")} {...field("phone_number")} />
          <TextField id="customer-country" label={tAdminCustomers("fieldCountry")} value={customer.country} readOnly hint={tAdminCustomers("countryHint")} />
          <TextField id="customer-first-name" label={tAdminCustomers("fieldFirstName")} autoComplete="off" {...field("first_name")} />
          <TextField id="customer-last-name" label={tAdminCustomers("fieldLastName")} autoComplete="off" {...field("last_name")} />
          <TextField id="customer-address" label={tAdminCustomers("fieldAddress")} autoComplete="off" className="sm:col-span-2" {...field("address")} />
          <TextField id="customer-town-city" label={tAdminCustomers("fieldTownCity")} autoComplete="off" {...field("townCity")} />
          <ProvinceSelect id="customer-state" label={tAdminCustomers("fieldState")} autoComplete="off" current={customer.state} {...field("state")} />
          <TextField id="customer-zip" label={tAdminCustomers("fieldZip")} autoComplete="off" hint={tAdminCustomers("zipHint")} {...field("zipcode")} />
          <LanguageSelect id="customer-language" label={tAdminCustomers("fieldLanguage")} hint={tAdminCustomers("languageHint")} {...field("language")} />
        </div>
        <div className="border-t border-stone-200 pt-5">
          <fieldset aria-describedby="customer-exemptions-text">
            <legend className="mb-1 text-sm font-semibold text-stone-900">{tAdminCustomers("exemptionsTitle")}</legend>
            <p id="customer-exemptions-text" className="mb-4 text-sm text-stone-600">
              {tAdminCustomers("exemptionsText")}
            </p>
            <div className="grid gap-5 sm:grid-cols-2">
              {EXEMPTIONS.map(({ name, id, label }) => (
                <TextField key={name} id={id} label={tAdminCustomers(label)} autoComplete="off" spellCheck={false} {...field(name)} />
              ))}
            </div>
          </fieldset>
        </div>
        <FormActions {...actions} className="sm:w-auto sm:min-w-32 sm:self-start">
          {tAdminCustomers("save")}
        </FormActions>
      </form>
    </section>
  );
}
