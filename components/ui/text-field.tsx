import type { InputHTMLAttributes, Ref } from "react";
import { controlStyles, FormField } from "./form-field";

interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  optional?: boolean;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled input with its hint and its validation message wired up for screen readers. */
export function TextField({ id, label, error, hint, optional, className, readOnly, ref, ...props }: TextFieldProps) {
  return (
    <FormField id={id} label={label} hint={hint} error={error} optional={optional} className={className}>
      {(control) => <input {...props} ref={ref} {...control} readOnly={readOnly} className={controlStyles({ invalid: Boolean(error), readOnly })} />}
    </FormField>
  );
}
