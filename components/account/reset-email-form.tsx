"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { resetCodeRequestSchema } from "@/lib/accounts/schemas";
import { requestResetCode } from "@/lib/ui/account-api";
import { useSubmitState } from "@/lib/ui/use-submit-state";
import { messages } from "@/lib/messages/en";
import { TextField } from "@/components/ui/text-field";
import { FormActions } from "./form-actions";

type Values = z.infer<typeof resetCodeRequestSchema>;

/** /youremail: ask for a reset code by email (SPEC.md §4, first step). */
export function ResetEmailForm({ initialEmail }: { initialEmail: string }) {
  const router = useRouter();
  const { online, error, clear, navigating, setNavigating, attempt } = useSubmitState();
  const {
    register,
    handleSubmit,
    formState: { errors, isValid, isSubmitting },
  } = useForm<Values>({
    resolver: zodResolver(resetCodeRequestSchema),
    mode: "onTouched",
    defaultValues: { email: initialEmail },
  });

  const onSubmit = handleSubmit(({ email }) =>
    attempt(async () => {
      await requestResetCode(email);
      setNavigating(true);
      router.push(`/validateCode?email=${encodeURIComponent(email)}`);
    }),
  );

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
      <FormActions online={online} pending={isSubmitting || navigating} invalid={!isValid} error={error}>
        {messages.account.youremailSubmit}
      </FormActions>
    </form>
  );
}
