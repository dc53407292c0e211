import { cx } from "@/lib/shared/ui/class-names";

/*
 * The class lists of the shop's buttons and form controls, apart from the components that use them
 * (button.tsx, form-field.tsx re-export them): a client component that only needs the look — the
 * header's search form, on every visitor page — then takes no Button, Spinner, FormField or field
 * messages into the page's JavaScript.
 */

const base =
  "inline-flex items-center justify-center gap-2 rounded-lg px-4 py-2.5 text-sm font-semibold transition-colors disabled:cursor-not-allowed";

export const buttonStyles = {
  primary: `${base} bg-brand-600 text-white hover:bg-brand-700 disabled:bg-stone-300 disabled:text-stone-600`,
  secondary: `${base} border border-stone-300 bg-white text-stone-800 hover:bg-stone-100 disabled:text-stone-400`,
  /** What cannot be undone: permanent deletion. */
  danger: `${base} bg-sale-600 text-white hover:bg-red-800 disabled:bg-stone-300 disabled:text-stone-600`,
} as const;

/** The frame of a text input, select, textarea or combobox button: red when invalid, grey when read-only. */
export function controlStyles({ invalid = false, readOnly = false }: { invalid?: boolean; readOnly?: boolean } = {}): string {
  return cx(
    "rounded-lg border px-3 py-2 text-base shadow-sm outline-none focus-visible:border-brand-600",
    readOnly ? "bg-stone-100 text-stone-700" : "bg-white text-stone-900",
    invalid ? "border-sale-600" : readOnly ? "border-stone-200" : "border-stone-300",
  );
}
