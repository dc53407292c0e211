"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { signIn } from "next-auth/react";
import { useForm } from "react-hook-form";
import { loginRedirectPath } from "@/lib/accounts/login-redirect";
import { loginFormSchema, type LoginForm as LoginValues } from "@/lib/accounts/schemas";
import { fetchCurrentUser } from "@/lib/ui/account-api";
import { useSessionNavigation } from "@/lib/ui/auth-navigation";
import { useSubmitState } from "@/lib/ui/use-submit-state";
import { messages } from "@/lib/messages/en";
import { TextField } from "@/components/ui/text-field";
import { FormActions } from "./form-actions";

const WRONG_CREDENTIALS = "Unable to log in with provided credentials.";

/** next-auth reports a refused sign-in with the message thrown by the server, or a generic code. */
function signInErrorMessage(error: string): string {
  return error === "CredentialsSignin" ? WRONG_CREDENTIALS : error;
}

export function LoginForm({ fromCheckout }: { fromCheckout: boolean }) {
  const go = useSessionNavigation();
  const { online, error, setError, clear, navigating, setNavigating, attempt } = useSubmitState();
  const {
    register,
    handleSubmit,
    formState: { errors, isValid, isSubmitting },
  } = useForm<LoginValues>({
    resolver: zodResolver(loginFormSchema),
    mode: "onTouched",
    defaultValues: { email: "", password: "" },
  });

  const onSubmit = handleSubmit(({ email, password }) =>
    attempt(async () => {
      const result = await signIn("credentials", { email, password, redirect: false });
      if (!result || result.error || !result.ok) {
        setError(signInErrorMessage(result?.error ?? WRONG_CREDENTIALS));
        return;
      }
      const me = await fetchCurrentUser();
      setNavigating(true);
      go(loginRedirectPath(me, { fromCheckout }));
    }),
  );

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
      <FormActions online={online} pending={isSubmitting || navigating} invalid={!isValid} error={error}>
        {messages.account.loginSubmit}
      </FormActions>
    </form>
  );
}
