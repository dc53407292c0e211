"use client";

import { useRouter } from "@/client/i18n/navigation";
import { resetCodeCheckSchema } from "@/lib/shared/accounts/schemas";
import { checkResetCode } from "@/client/api-client/accounts";
import { saveResetState } from "@/client/ui/reset-storage";
import { useSubmitForm } from "@/client/ui/use-submit-form";
import { useTranslations } from "next-intl";
import { TextField } from "@/components/ui/text-field";
import { FormActions } from "@/components/ui/form-actions";

const codeSchema = resetCodeCheckSchema.pick({ code: true });

/** /validateCode: check the emailed code; keeps the temporary token for /enterpassword (docs/product.md §4). */
export function ResetCodeForm({ email }: { email: string }) {
  const tFields = useTranslations("fields");
  const t = useTranslations("account");
  const router = useRouter();
  const { field, submit, actions, setNavigating } = useSubmitForm(codeSchema, { code: "" });

  const onSubmit = submit(async (values) => {
    const { token } = await checkResetCode({ email, code: values.code });
    saveResetState({ key: token.key, email, form: token.form });
    setNavigating(true);
    router.push("/enterpassword");
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <TextField
        id="reset-code"
        label={tFields("code")}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={20}
        {...field("code")}
      />
      <FormActions {...actions}>
        {t("validateSubmit")}
      </FormActions>
    </form>
  );
}
