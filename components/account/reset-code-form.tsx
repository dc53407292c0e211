"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useForm } from "react-hook-form";
import { resetCodeCheckSchema } from "@/lib/accounts/schemas";
import { checkResetCode } from "@/lib/ui/account-api";
import { saveResetState } from "@/lib/ui/reset-storage";
import { useSubmitState } from "@/lib/ui/use-submit-state";
import { messages } from "@/lib/messages/en";
import { TextField } from "@/components/ui/text-field";
import { FormActions } from "./form-actions";

const codeSchema = resetCodeCheckSchema.pick({ code: true });

/** /validateCode: check the emailed code; keeps the temporary token for /enterpassword (SPEC.md §4). */
export function ResetCodeForm({ email }: { email: string }) {
  const router = useRouter();
  const { online, error, clear, navigating, setNavigating, attempt } = useSubmitState();
  const {
    register,
    handleSubmit,
    formState: { errors, isValid, isSubmitting },
  } = useForm<{ code: string }>({
    resolver: zodResolver(codeSchema),
    mode: "onTouched",
    defaultValues: { code: "" },
  });

  const onSubmit = handleSubmit((values) =>
    attempt(async () => {
      const { token } = await checkResetCode(email, values.code);
      saveResetState({ key: token.key, email, form: token.form });
      setNavigating(true);
      router.push("/enterpassword");
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <TextField
        id="reset-code"
        label={messages.fields.code}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={20}
        error={errors.code?.message}
        {...register("code", { onChange: clear })}
      />
      <FormActions online={online} pending={isSubmitting || navigating} invalid={!isValid} error={error}>
        {messages.account.validateSubmit}
      </FormActions>
    </form>
  );
}
