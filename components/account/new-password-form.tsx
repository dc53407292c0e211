"use client";

import { Link } from "@/client/i18n/navigation";
import { signIn } from "next-auth/react";
import { changePasswordSchema } from "@/lib/shared/accounts/schemas";
import { changePassword } from "@/client/api-client/accounts";
import { useSessionNavigation } from "@/client/ui/auth-navigation";
import { clearResetState, useResetState } from "@/client/ui/reset-storage";
import { useSubmitForm } from "@/client/ui/use-submit-form";
import { useTranslations } from "next-intl";
import { Spinner } from "@/components/ui/spinner";
import { FormActions } from "@/components/ui/form-actions";
import { PasswordField } from "./credential-fields";

/** /enterpassword: set the new password with the temporary token, then sign in (docs/product.md §4). */
export function NewPasswordForm() {
  const tFields = useTranslations("fields");
  const t = useTranslations("account");
  const reset = useResetState();
  const go = useSessionNavigation();
  const { field, submit, actions, navigating, setNavigating } = useSubmitForm(changePasswordSchema, { new_password: "" });

  if (reset === undefined && !navigating) {
    return (
      <p className="flex items-center gap-2 text-sm text-stone-600">
        <Spinner /> {t("loading")}
      </p>
    );
  }
  if (!reset && !navigating) {
    return (
      <div className="flex flex-col gap-3 text-sm text-stone-700">
        <p>{t("enterPasswordMissing")}</p>
        <Link href="/youremail" className="font-semibold text-brand-700 underline hover:text-brand-800">
          {t("enterPasswordRestart")}
        </Link>
      </div>
    );
  }

  const onSubmit = submit(async ({ new_password }) => {
    if (!reset) return;
    const account = await changePassword({ new_password }, { token: reset.key });
    setNavigating(true);
    clearResetState();
    const result = await signIn("credentials", { email: account.email || reset.email, password: new_password, redirect: false });
    go(!result || result.error || !result.ok ? "/login" : "/products");
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      {reset && <p className="text-sm text-stone-600">{t("enterPasswordIntro", { email: reset.email })}</p>}
      <PasswordField id="new-password" label={tFields("newPassword")} autoComplete="new-password" {...field("new_password")} />
      <FormActions {...actions}>
        {t("enterPasswordSubmit")}
      </FormActions>
    </form>
  );
}
