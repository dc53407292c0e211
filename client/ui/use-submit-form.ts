"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, type DefaultValues, type FieldValues, type Path } from "react-hook-form";
import type { z } from "zod";
import { useSubmitState } from "./use-submit-state";

/*
 * The skeleton every form of the shop shares: one zod schema (the same the route handler
 * validates with) through react-hook-form, errors shown once a field has been left, the server's
 * error line cleared when a field is edited, and the state FormActions needs (online, pending,
 * invalid, error). Client-safe.
 */
export function useSubmitForm<In extends FieldValues, Out extends FieldValues>(schema: z.ZodType<Out, In>, defaultValues: DefaultValues<In>) {
  const submitState = useSubmitState();
  const form = useForm<In, unknown, Out>({
    resolver: zodResolver(schema),
    mode: "onTouched",
    defaultValues,
  });
  const { errors, isValid, isSubmitting } = form.formState;

  /** The props of a TextField bound to one field: registered, with its message, clearing the server's error. */
  const field = (name: Path<In>) => ({
    ...form.register(name, { onChange: submitState.clear }),
    error: (errors as Record<string, { message?: string } | undefined>)[name]?.message,
  });

  /** A submit handler that runs `action` with the parsed values; a failure becomes the error line. */
  const submit = (action: (values: Out) => Promise<void>) => form.handleSubmit((values) => submitState.attempt(() => action(values)));

  const actions = {
    online: submitState.online,
    pending: isSubmitting || submitState.navigating,
    invalid: !isValid,
    error: submitState.error,
  };
  return { form, field, submit, actions, ...submitState };
}
