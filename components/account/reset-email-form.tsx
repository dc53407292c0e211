"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { resetCodeRequestSchema } from "@/lib/accounts/schemas";
import { requestResetCode } from "@/lib/ui/account-api";
import { errorText } from "@/lib/ui/api-client";
import { useOnline } from "@/lib/ui/use-online";
import { useServerError } from "@/lib/ui/use-server-error";
import { messages } from "@/lib/messages/en";
import { Button } from "@/components/ui/button";
import { FormError } from "@/components/ui/form-error";
import { OfflineNotice } from "@/components/ui/offline-notice";
import { TextField } from "@/components/ui/text-field";

type Values = z.infer<typeof resetCodeRequestSchema>;

/** /youremail: ask for a reset code by email (SPEC.md §4, first step). */
export function ResetEmailForm({ initialEmail }: { initialEmail: string }) {
  const router = useRouter();
  const online = useOnline();
  const { error, setError, clear } = useServerError();
  const [navigating, setNavigating] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors, isValid, isSubmitting },
  } = useForm<Values>({
    resolver: zodResolver(resetCodeRequestSchema),
    mode: "onTouched",
    defaultValues: { email: initialEmail },
  });

  const onSubmit = handleSubmit(async ({ email }) => {
    setError(null);
    try {
      await requestResetCode(email);
      setNavigating(true);
      router.push(`/validateCode?email=${encodeURIComponent(email)}`);
    } catch (failure) {
      setError(errorText(failure));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <TextField
        id="reset-email"
        label={messages.fields.email}
        type="email"
        inputMode="email"
        autoComplete="email"
        error={errors.email?.message}
        {...register("email", { onChange: clear })}
      />
      {!online && <OfflineNotice />}
      <Button type="submit" pending={isSubmitting || navigating} disabled={!isValid || !online}>
        {messages.account.youremailSubmit}
      </Button>
      <FormError message={error} />
    </form>
  );
}
