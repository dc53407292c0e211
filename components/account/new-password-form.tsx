"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import Link from "next/link";
import { signIn } from "next-auth/react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { changePasswordSchema } from "@/lib/accounts/schemas";
import { changePassword } from "@/lib/ui/account-api";
import { errorText } from "@/lib/ui/api-client";
import { useSessionNavigation } from "@/lib/ui/auth-navigation";
import { clearResetState, useResetState } from "@/lib/ui/reset-storage";
import { useOnline } from "@/lib/ui/use-online";
import { useServerError } from "@/lib/ui/use-server-error";
import { messages } from "@/lib/messages/en";
import { Button } from "@/components/ui/button";
import { FormError } from "@/components/ui/form-error";
import { OfflineNotice } from "@/components/ui/offline-notice";
import { Spinner } from "@/components/ui/spinner";
import { TextField } from "@/components/ui/text-field";

type Values = z.infer<typeof changePasswordSchema>;

/** /enterpassword: set the new password with the temporary token, then sign in (SPEC.md §4). */
export function NewPasswordForm() {
  const reset = useResetState();
  const online = useOnline();
  const go = useSessionNavigation();
  const { error, setError, clear } = useServerError();
  const [navigating, setNavigating] = useState(false);
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

  const onSubmit = handleSubmit(async ({ new_password }) => {
    if (!reset) return;
    setError(null);
    try {
      const account = await changePassword(reset.key, new_password);
      setNavigating(true);
      clearResetState();
      const result = await signIn("credentials", { email: account.email || reset.email, password: new_password, redirect: false });
      if (!result || result.error || !result.ok) {
        setNavigating(false);
        go("/login");
        return;
      }
      go("/products");
    } catch (failure) {
      setNavigating(false);
      setError(errorText(failure));
    }
  });

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
      {!online && <OfflineNotice />}
      <Button type="submit" pending={isSubmitting || navigating} disabled={!isValid || !online}>
        {messages.account.enterPasswordSubmit}
      </Button>
      <FormError message={error} />
    </form>
  );
}
