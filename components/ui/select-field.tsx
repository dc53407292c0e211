import type { Ref, SelectHTMLAttributes } from "react";
import { controlStyles, FormField } from "./form-field";

export interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  optional?: boolean;
  ref?: Ref<HTMLSelectElement>;
}

/**
 * A labelled select with its hint and its validation message wired up for screen readers: the
 * select of every form (TextField's sibling; ProvinceSelect and LanguageSelect are made of it).
 */
export function SelectField({ id, label, error, hint, optional, className, ref, children, ...props }: SelectFieldProps) {
  return (
    <FormField id={id} label={label} hint={hint} error={error} optional={optional} className={className}>
      {(control) => (
        <select {...props} ref={ref} {...control} className={controlStyles({ invalid: Boolean(error) })}>
          {children}
        </select>
      )}
    </FormField>
  );
}
