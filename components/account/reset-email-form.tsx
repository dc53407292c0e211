"use client";

import { useRouter } from "@/client/i18n/navigation";
import { resetCodeRequestSchema } from "@/lib/shared/accounts/schemas";
import { requestResetCode } from "@/client/api-client/accounts";
import { useSubmitForm } from "@/client/ui/use-submit-form";
import { useTranslations } from "next-intl";
import { FormActions } from "@/components/ui/form-actions";
import { EmailField } from "./credential-fields";

/** /youremail: ask for a reset code by email (docs/product.md §4, first step). */
export function ResetEmailForm({ initialEmail }: { initialEmail: string }) {
  const t = useTranslations("account");
  const router = useRouter();
  const { field, submit, actions, setNavigating } = useSubmitForm(resetCodeRequestSchema, { email: initialEmail });

  const onSubmit = submit(async ({ email }) => {
    await requestResetCode({ email });
    setNavigating(true);
    router.push(`/validateCode?email=${encodeURIComponent(email)}`);
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <EmailField id="reset-email" {...field("email")} />
      <FormActions {...actions}>
        {t("youremailSubmit")}
      </FormActions>
    </form>
  );
}
