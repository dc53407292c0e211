import type { ButtonHTMLAttributes } from "react";
import { Spinner } from "./spinner";

const base =
  "inline-flex items-center justify-center gap-2 rounded-lg px-4 py-2.5 text-sm font-semibold transition-colors disabled:cursor-not-allowed";

export const buttonStyles = {
  primary: `${base} bg-brand-600 text-white hover:bg-brand-700 disabled:bg-stone-300 disabled:text-stone-600`,
  secondary: `${base} border border-stone-300 bg-white text-stone-800 hover:bg-stone-100 disabled:text-stone-400`,
  /** What cannot be undone: permanent deletion. */
  danger: `${base} bg-sale-600 text-white hover:bg-red-800 disabled:bg-stone-300 disabled:text-stone-600`,
} as const;

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: keyof typeof buttonStyles;
  /** Shows a spinner and marks the button busy; the button is disabled meanwhile. */
  pending?: boolean;
}

export function Button({ variant = "primary", pending = false, className = "", disabled, children, ...props }: ButtonProps) {
  return (
    <button
      {...props}
      disabled={disabled || pending}
      aria-busy={pending || undefined}
      className={`${buttonStyles[variant]} ${className}`}
    >
      {pending && <Spinner />}
      {children}
    </button>
  );
}
