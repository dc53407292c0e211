import type { InputHTMLAttributes, Ref } from "react";
import { messages } from "@/lib/messages/en";

interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  optional?: boolean;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled input with its hint and its validation message wired up for screen readers. */
export function TextField({ id, label, error, hint, optional, className = "", readOnly, ref, ...props }: TextFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ") || undefined;
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <label htmlFor={id} className="text-sm font-medium text-stone-800">
        {label}
        {optional && <span className="ml-1 font-normal text-stone-500">{messages.fields.optional}</span>}
      </label>
      <input
        {...props}
        ref={ref}
        id={id}
        readOnly={readOnly}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={`rounded-lg border px-3 py-2 text-base shadow-sm outline-none focus-visible:border-brand-600 ${
          readOnly ? "bg-stone-100 text-stone-700" : "bg-white text-stone-900"
        } ${error ? "border-sale-600" : readOnly ? "border-stone-200" : "border-stone-300"}`}
      />
      {hint && (
        <p id={hintId} className="text-xs text-stone-500">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm text-sale-600">
          {error}
        </p>
      )}
    </div>
  );
}
