import type { ButtonHTMLAttributes } from "react";
import { Spinner } from "./spinner";
import { buttonStyles } from "./control-styles";

export { buttonStyles };

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
