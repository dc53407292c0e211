"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { resetCodeCheckSchema } from "@/lib/accounts/schemas";
import { checkResetCode } from "@/lib/ui/account-api";
import { errorText } from "@/lib/ui/api-client";
import { saveResetState } from "@/lib/ui/reset-storage";
import { useOnline } from "@/lib/ui/use-online";
import { useServerError } from "@/lib/ui/use-server-error";
import { messages } from "@/lib/messages/en";
import { Button } from "@/components/ui/button";
import { FormError } from "@/components/ui/form-error";
import { OfflineNotice } from "@/components/ui/offline-notice";
import { TextField } from "@/components/ui/text-field";

const codeSchema = resetCodeCheckSchema.pick({ code: true });

/** /validateCode: check the emailed code; keeps the temporary token for /enterpassword (SPEC.md §4). */
export function ResetCodeForm({ email }: { email: string }) {
  const router = useRouter();
  const online = useOnline();
  const { error, setError, clear } = useServerError();
  const [navigating, setNavigating] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors, isValid, isSubmitting },
  } = useForm<{ code: string }>({
    resolver: zodResolver(codeSchema),
    mode: "onTouched",
    defaultValues: { code: "" },
  });

  const onSubmit = handleSubmit(async (values) => {
    setError(null);
    try {
      const { token } = await checkResetCode(email, values.code);
      saveResetState({ key: token.key, email, form: token.form });
      setNavigating(true);
      router.push("/enterpassword");
    } catch (failure) {
      setError(errorText(failure));
    }
  });

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
      {!online && <OfflineNotice />}
      <Button type="submit" pending={isSubmitting || navigating} disabled={!isValid || !online}>
        {messages.account.validateSubmit}
      </Button>
      <FormError message={error} />
    </form>
  );
}
