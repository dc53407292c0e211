"use client";

import { signIn } from "next-auth/react";
import type { z } from "zod";
import { loginRedirectPath } from "@/lib/shared/accounts/login-redirect";
import { registerFormSchema } from "@/lib/shared/accounts/schemas";
import { register as registerAccount, saveRegistrationProfile } from "@/client/api-client/accounts";
import { useSessionNavigation } from "@/client/ui/auth-navigation";
import { useSubmitForm } from "@/client/ui/use-submit-form";
import { useTranslations } from "next-intl";
import { FormActions } from "@/components/ui/form-actions";
import { EmailField, PasswordField } from "./credential-fields";
import { EMPTY_PROFILE, ProfileFields } from "./profile-fields";

type RegisterInput = z.input<typeof registerFormSchema>;

const EMPTY: RegisterInput = { email: "", password: "", ...EMPTY_PROFILE };

export function RegisterForm({ fromCheckout }: { fromCheckout: boolean }) {
  const t = useTranslations("account");
  const go = useSessionNavigation();
  const { form, field, submit, actions, clear, setError, setNavigating } = useSubmitForm(registerFormSchema, EMPTY);

  const onSubmit = submit(async ({ email, password, ...profile }) => {
    // docs/product.md §4/§5: create the account, sign in, then save the registration details.
    const account = await registerAccount(email, password);
    const result = await signIn("credentials", { email, password, redirect: false });
    if (!result || result.error || !result.ok) {
      setError(result?.error ?? t("registeredNotSignedIn"));
      return;
    }
    await saveRegistrationProfile({ id: account.user }, profile, { token: account.key });
    setNavigating(true);
    go(loginRedirectPath({ form: account.form, verified: account.verified }, { fromCheckout }));
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-6">
      <fieldset className="flex flex-col gap-4">
        <legend className="mb-3 text-base font-semibold text-stone-900">{t("credentialsSection")}</legend>
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <EmailField id="register-email" {...field("email")} />
          <PasswordField id="register-password" autoComplete="new-password" {...field("password")} />
        </div>
      </fieldset>
      <fieldset>
        <legend className="mb-3 text-base font-semibold text-stone-900">{t("businessSection")}</legend>
        <ProfileFields idPrefix="register" register={form.register} errors={form.formState.errors} onEdit={clear} />
      </fieldset>
      <FormActions {...actions}>
        {t("registerSubmit")}
      </FormActions>
    </form>
  );
}
