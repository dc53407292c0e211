"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import Link from "next/link";
import { signIn } from "next-auth/react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { changePasswordSchema } from "@/lib/accounts/schemas";
import { changePassword } from "@/lib/ui/account-api";
import { useSessionNavigation } from "@/lib/ui/auth-navigation";
import { clearResetState, useResetState } from "@/lib/ui/reset-storage";
import { useSubmitState } from "@/lib/ui/use-submit-state";
import { messages } from "@/lib/messages/en";
import { Spinner } from "@/components/ui/spinner";
import { TextField } from "@/components/ui/text-field";
import { FormActions } from "./form-actions";

type Values = z.infer<typeof changePasswordSchema>;

/** /enterpassword: set the new password with the temporary token, then sign in (SPEC.md §4). */
export function NewPasswordForm() {
  const reset = useResetState();
  const go = useSessionNavigation();
  const { online, error, clear, navigating, setNavigating, attempt } = useSubmitState();
  const {
    register,
    handleSubmit,
    formState: { errors, isValid, isSubmitting },
  } = useForm<Values>({
    resolver: zodResolver(changePasswordSchema),
    mode: "onTouched",
    defaultValues: { new_password: "" },
  });

  if (reset === undefined && !navigating) {
    return (
      <p className="flex items-center gap-2 text-sm text-stone-600">
        <Spinner /> {messages.account.loading}
      </p>
    );
  }
  if (!reset && !navigating) {
    return (
      <div className="flex flex-col gap-3 text-sm text-stone-700">
        <p>{messages.account.enterPasswordMissing}</p>
        <Link href="/youremail" className="font-semibold text-brand-700 underline hover:text-brand-800">
          {messages.account.enterPasswordRestart}
        </Link>
      </div>
    );
  }

  const onSubmit = handleSubmit(({ new_password }) =>
    attempt(async () => {
      if (!reset) return;
      const account = await changePassword(reset.key, new_password);
      setNavigating(true);
      clearResetState();
      const result = await signIn("credentials", { email: account.email || reset.email, password: new_password, redirect: false });
      go(!result || result.error || !result.ok ? "/login" : "/products");
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      {reset && <p className="text-sm text-stone-600">{messages.account.enterPasswordIntro(reset.email)}</p>}
      <TextField
        id="new-password"
        label={messages.fields.newPassword}
        type="password"
        autoComplete="new-password"
        error={errors.new_password?.message}
        {...register("new_password", { onChange: clear })}
      />
      <FormActions online={online} pending={isSubmitting || navigating} invalid={!isValid} error={error}>
        {messages.account.enterPasswordSubmit}
      </FormActions>
    </form>
  );
}
