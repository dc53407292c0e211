import type { ComponentProps } from "react";
import { fieldsMessages } from "@/lib/shared/messages/fields";
import { TextField } from "@/components/ui/text-field";

type FieldProps = Omit<ComponentProps<typeof TextField>, "label" | "type">;

/** The email input of the account forms (login, register, reset). */
export function EmailField(props: FieldProps) {
  return <TextField label={fieldsMessages.email} type="email" inputMode="email" autoComplete="email" {...props} />;
}

/** A password input; `label` defaults to "Password". */
export function PasswordField({ label = fieldsMessages.password, ...props }: FieldProps & { label?: string }) {
  return <TextField label={label} type="password" autoComplete="current-password" {...props} />;
}
