import type { ReactNode } from "react";
import { useTranslations } from "next-intl";
import { useRuleText } from "@/client/ui/rule-text";
import { cx } from "@/lib/shared/ui/class-names";
import { controlStyles } from "./control-styles";

/** What a FormField hands its control: spread it on the input, select, textarea or Combobox. */
export interface FieldControlProps {
  id: string;
  "aria-describedby"?: string;
  "aria-invalid"?: true;
}

export interface FormFieldProps {
  /** The control's id; the label, hint and error ids derive from it. */
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  /** Marks the label "(optional)". */
  optional?: boolean;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}

/** The id of a FormField's label, for a control named by aria-labelledby (a Combobox's button). */
export function fieldLabelId(id: string): string {
  return `${id}-label`;
}

export { controlStyles };

/**
 * A labelled form control with its hint and its validation message, wired up for screen readers
 * (aria-describedby, aria-invalid):
 * `<FormField id="notes" label="Notes" error={…}>{(control) => <textarea {...control} />}</FormField>`.
 */
export function FormField({ id, label, hint, error, optional, className, children }: FormFieldProps) {
  const tFields = useTranslations("fields");
  // A check of the form's schema says its rule in English: shown in the page's language.
  const ruleText = useRuleText();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ") || undefined;
  return (
    // min-w-0: in a grid column, a select as wide as its longest option (French runs longer) must not widen the form past the screen.
    <div className={cx("flex min-w-0 flex-col gap-1", className)}>
      <label id={fieldLabelId(id)} htmlFor={id} className="text-sm font-medium text-stone-800">
        {label}
        {optional && <span className="ml-1 font-normal text-stone-500">{tFields("optional")}</span>}
      </label>
      {children({ id, "aria-describedby": describedBy, "aria-invalid": error ? true : undefined })}
      {hint && (
        <p id={hintId} className="text-xs text-stone-500">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm text-sale-600">
          {ruleText(error)}
        </p>
      )}
    </div>
  );
}
