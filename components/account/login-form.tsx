"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { signIn } from "next-auth/react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { loginRedirectPath } from "@/lib/accounts/login-redirect";
import { loginFormSchema, type LoginForm as LoginValues } from "@/lib/accounts/schemas";
import { fetchCurrentUser } from "@/lib/ui/account-api";
import { errorText } from "@/lib/ui/api-client";
import { useSessionNavigation } from "@/lib/ui/auth-navigation";
import { useOnline } from "@/lib/ui/use-online";
import { useServerError } from "@/lib/ui/use-server-error";
import { messages } from "@/lib/messages/en";
import { Button } from "@/components/ui/button";
import { FormError } from "@/components/ui/form-error";
import { OfflineNotice } from "@/components/ui/offline-notice";
import { TextField } from "@/components/ui/text-field";

const WRONG_CREDENTIALS = "Unable to log in with provided credentials.";

/** next-auth reports a refused sign-in with the message thrown by the server, or a generic code. */
function signInErrorMessage(error: string): string {
  return error === "CredentialsSignin" ? WRONG_CREDENTIALS : error;
}

export function LoginForm({ fromCheckout }: { fromCheckout: boolean }) {
  const online = useOnline();
  const go = useSessionNavigation();
  const { error, setError, clear } = useServerError();
  const [navigating, setNavigating] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors, isValid, isSubmitting },
  } = useForm<LoginValues>({
    resolver: zodResolver(loginFormSchema),
    mode: "onTouched",
    defaultValues: { email: "", password: "" },
  });

  const onSubmit = handleSubmit(async ({ email, password }) => {
    setError(null);
    const result = await signIn("credentials", { email, password, redirect: false });
    if (!result || result.error || !result.ok) {
      setError(signInErrorMessage(result?.error ?? WRONG_CREDENTIALS));
      return;
    }
    try {
      const me = await fetchCurrentUser();
      setNavigating(true);
      go(loginRedirectPath(me, { fromCheckout }));
    } catch (failure) {
      setError(errorText(failure));
    }
  });

  const pending = isSubmitting || navigating;
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <TextField
        id="login-email"
        label={messages.fields.email}
        type="email"
        autoComplete="username"
        inputMode="email"
        error={errors.email?.message}
        {...register("email", { onChange: clear })}
      />
      <TextField
        id="login-password"
        label={messages.fields.password}
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...register("password", { onChange: clear })}
      />
      {!online && <OfflineNotice />}
      <Button type="submit" pending={pending} disabled={!isValid || !online}>
        {messages.account.loginSubmit}
      </Button>
      <FormError message={error} />
    </form>
  );
}
