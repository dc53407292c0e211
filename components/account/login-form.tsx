"use client";

import { signIn } from "next-auth/react";
import { loginRedirectPath } from "@/lib/shared/accounts/login-redirect";
import { loginFormSchema } from "@/lib/shared/accounts/schemas";
import { currentUser } from "@/client/api-client/accounts";
import { useSessionNavigation } from "@/client/ui/auth-navigation";
import { useSubmitForm } from "@/client/ui/use-submit-form";
import { useTranslations } from "next-intl";
import { FormActions } from "@/components/ui/form-actions";
import { EmailField, PasswordField } from "./credential-fields";

const WRONG_CREDENTIALS = "Unable to log in with provided credentials.";

/** next-auth reports a refused sign-in with the message thrown by the server, or a generic code. */
function signInErrorMessage(error: string): string {
  return error === "CredentialsSignin" ? WRONG_CREDENTIALS : error;
}

export function LoginForm({ fromCheckout, next }: { fromCheckout: boolean; next: string | null }) {
  const t = useTranslations("account");
  const go = useSessionNavigation();
  const { field, submit, actions, setError, setNavigating } = useSubmitForm(loginFormSchema, { email: "", password: "" });

  const onSubmit = submit(async ({ email, password }) => {
    const result = await signIn("credentials", { email, password, redirect: false });
    if (!result || result.error || !result.ok) {
      setError(signInErrorMessage(result?.error ?? WRONG_CREDENTIALS));
      return;
    }
    const me = await currentUser();
    setNavigating(true);
    go(loginRedirectPath(me, { fromCheckout, next }));
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <EmailField id="login-email" autoComplete="username" {...field("email")} />
      <PasswordField id="login-password" {...field("password")} />
      <FormActions {...actions}>
        {t("loginSubmit")}
      </FormActions>
    </form>
  );
}
