"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { signIn } from "next-auth/react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { loginRedirectPath } from "@/lib/accounts/login-redirect";
import { registerFormSchema, type RegisterForm as RegisterValues } from "@/lib/accounts/schemas";
import { register as registerAccount, saveRegistrationProfile } from "@/lib/ui/account-api";
import { useSessionNavigation } from "@/lib/ui/auth-navigation";
import { useSubmitState } from "@/lib/ui/use-submit-state";
import { messages } from "@/lib/messages/en";
import { TextField } from "@/components/ui/text-field";
import { FormActions } from "./form-actions";
import { ProfileFields } from "./profile-fields";

type RegisterInput = z.input<typeof registerFormSchema>;

const EMPTY: RegisterInput = {
  email: "",
  password: "",
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

export function RegisterForm({ fromCheckout }: { fromCheckout: boolean }) {
  const go = useSessionNavigation();
  const { online, error, setError, clear, navigating, setNavigating, attempt } = useSubmitState();
  const {
    register,
    handleSubmit,
    formState: { errors, isValid, isSubmitting },
  } = useForm<RegisterInput, unknown, RegisterValues>({
    resolver: zodResolver(registerFormSchema),
    mode: "onTouched",
    defaultValues: EMPTY,
  });

  const onSubmit = handleSubmit(({ email, password, ...profile }) =>
    attempt(async () => {
      // SPEC.md §4/§5: create the account, sign in, then save the registration details.
      const account = await registerAccount(email, password);
      const result = await signIn("credentials", { email, password, redirect: false });
      if (!result || result.error || !result.ok) {
        setError(result?.error ?? messages.account.registeredNotSignedIn);
        return;
      }
      await saveRegistrationProfile(account.user, account.key, profile);
      setNavigating(true);
      go(loginRedirectPath({ form: account.form, verified: account.verified }, { fromCheckout }));
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-6">
      <fieldset className="flex flex-col gap-4">
        <legend className="mb-3 text-base font-semibold text-stone-900">{messages.account.credentialsSection}</legend>
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <TextField
            id="register-email"
            label={messages.fields.email}
            type="email"
            inputMode="email"
            autoComplete="email"
            error={errors.email?.message}
            {...register("email", { onChange: clear })}
          />
          <TextField
            id="register-password"
            label={messages.fields.password}
            type="password"
            autoComplete="new-password"
            error={errors.password?.message}
            {...register("password", { onChange: clear })}
          />
        </div>
      </fieldset>
      <fieldset>
        <legend className="mb-3 text-base font-semibold text-stone-900">{messages.account.businessSection}</legend>
        <ProfileFields idPrefix="register" register={register} errors={errors} onEdit={clear} />
      </fieldset>
      <FormActions online={online} pending={isSubmitting || navigating} invalid={!isValid} error={error}>
        {messages.account.registerSubmit}
      </FormActions>
    </form>
  );
}
