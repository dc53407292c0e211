"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, type DefaultValues, type FieldValues, type Path } from "react-hook-form";
import type { z } from "zod";
import { fieldErrorsOf } from "@/client/api-client/api-error";
import { useSubmitState } from "./use-submit-state";

export interface SubmitFormOptions<In extends FieldValues> {
  /**
   * The fields a 400 may name (a name or an email already taken): their messages show under them,
   * the first is focused, and the form's error line stays empty. Any other failure is the error line.
   */
  serverFields?: readonly Path<In>[];
  /** Told which fields a 400 named, after their messages are set. */
  onServerFields?: (names: Array<Path<In>>) => void;
}

/*
 * The skeleton every form of the shop shares: one zod schema (the same the route handler
 * validates with) through react-hook-form, errors shown once a field has been left, the server's
 * error line cleared when a field is edited, and the state FormActions needs (online, pending,
 * invalid, error), and a 400's field messages shown under their fields (`serverFields`). Client-safe.
 */
export function useSubmitForm<In extends FieldValues, Out extends FieldValues>(
  schema: z.ZodType<Out, In>,
  defaultValues: DefaultValues<In>,
  { serverFields = [], onServerFields }: SubmitFormOptions<In> = {},
) {
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

  /** A 400 naming the form's own fields shows under them; true when it did. */
  const showFieldErrors = (failure: unknown): boolean => {
    const named = fieldErrorsOf(failure, serverFields);
    named.forEach(([name, message], index) => form.setError(name, { type: "server", message }, { shouldFocus: index === 0 }));
    if (named.length > 0) onServerFields?.(named.map(([name]) => name));
    return named.length > 0;
  };

  /**
   * A submit handler that runs `action` with the parsed values: a 400 naming `serverFields` shows
   * under them, any other failure becomes the error line.
   */
  const submit = (action: (values: Out) => Promise<void>) =>
    form.handleSubmit((values) =>
      submitState.attempt(async () => {
        try {
          await action(values);
        } catch (failure) {
          if (!showFieldErrors(failure)) throw failure;
        }
      }),
    );

  const actions = {
    online: submitState.online,
    pending: isSubmitting || submitState.navigating,
    invalid: !isValid,
    error: submitState.error,
  };
  return { form, field, submit, actions, ...submitState };
}
