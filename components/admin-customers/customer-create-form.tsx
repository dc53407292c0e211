"use client";

import { useRouter } from "@/client/i18n/navigation";
import type { Path } from "react-hook-form";
import { toast } from "@/client/ui/toast";
import { customerCreateFormSchema, type CustomerCreateForm as CreateFormValues } from "@/lib/shared/accounts/customer-schemas";
import { createCustomer } from "@/client/api-client/customers";
import { useLocale, useTranslations } from "next-intl";
import { useSubmitForm } from "@/client/ui/use-submit-form";
import { FormActions } from "@/components/ui/form-actions";
import { TextField } from "@/components/ui/text-field";
import { ProvinceSelect } from "@/components/ui/province-select";
import { LanguageSelect } from "@/components/ui/language-select";
import type { Locale } from "@/lib/shared/i18n/locales";
import { EMPTY_PROFILE } from "@/components/account/profile-fields";

const FIELDS = ["email", "company", "phone_number", "first_name", "last_name", "country", "address", "townCity", "state", "zipcode", "language"] as const satisfies readonly Path<CreateFormValues>[];

/**
 * /admin/create-customer (docs/product.md §2, §5): the email is required, every other field optional but
 * checked when filled in. The username goes as the email and verified as true. On success the
 * toast 'Customer created succesfully' (2 s), and the new customer's page, where staff go on with
 * them (their orders, a new order). The original product cleared the form instead; issue 25 item 6.
 * The customer's language (their invitation and emails) starts as the page's.
 */
export function CustomerCreateForm() {
  const tAdminCustomers = useTranslations("adminCustomers");
  const tToasts = useTranslations("toasts");
  const router = useRouter();
  const locale = useLocale() as Locale;
  const empty: Required<CreateFormValues> = { email: "", ...EMPTY_PROFILE, language: locale };
  // A 400 naming the form's own fields (an email already taken) shows under them.
  const { field, submit, actions } = useSubmitForm(customerCreateFormSchema, empty, { serverFields: FIELDS });

  const onSubmit = submit(async (values) => {
    const created = await createCustomer({ ...values, username: values.email, verified: true });
    toast.success(tToasts("customerCreated"), { duration: 2000 });
    router.push(`/admin/edit-customer/${created.id}`);
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex max-w-3xl flex-col gap-5 rounded-xl border border-stone-200 bg-white p-5 sm:p-6">
      <p className="text-sm text-stone-700">{tAdminCustomers("createIntro")}</p>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField id="customer-company" label={tAdminCustomers("fieldCompany")} autoComplete="off" className="sm:col-span-2" {...field("company")} />
        <TextField id="customer-email" label={tAdminCustomers("fieldEmail")} type="email" required autoComplete="off" {...field("email")} />
        <TextField id="customer-phone" label={tAdminCustomers("fieldPhone")} type="tel" inputMode="numeric" autoComplete="off" hint={tAdminCustomers("phoneHint")} {...field("phone_number")} />
        <TextField id="customer-first-name" label={tAdminCustomers("fieldFirstName")} autoComplete="off" {...field("first_name")} />
        <TextField id="customer-last-name" label={tAdminCustomers("fieldLastName")} autoComplete="off" {...field("last_name")} />
        <TextField id="customer-country" label={tAdminCustomers("fieldCountry")} autoComplete="off" hint={tAdminCustomers("countryHint")} {...field("country")} />
        <TextField id="customer-address" label={tAdminCustomers("fieldAddress")} autoComplete="off" {...field("address")} />
        <TextField id="customer-town-city" label={tAdminCustomers("fieldTownCity")} autoComplete="off" {...field("townCity")} />
        <ProvinceSelect id="customer-state" label={tAdminCustomers("fieldState")} autoComplete="off" {...field("state")} />
        <TextField id="customer-zip" label={tAdminCustomers("fieldZip")} autoComplete="off" hint={tAdminCustomers("zipHint")} {...field("zipcode")} />
        <LanguageSelect id="customer-language" label={tAdminCustomers("fieldLanguage")} hint={tAdminCustomers("languageHint")} {...field("language")} />
      </div>
      <FormActions {...actions} className="sm:w-auto sm:min-w-40 sm:self-start">
        {tAdminCustomers("createCustomer")}
      </FormActions>
    </form>
  );
}
