import type { ComponentProps } from "react";
import { useTranslations } from "next-intl";
import { TextField } from "@/components/ui/text-field";

type FieldProps = Omit<ComponentProps<typeof TextField>, "label" | "type">;

/** The email input of the account forms (login, register, reset). */
export function EmailField(props: FieldProps) {
  const tFields = useTranslations("fields");
  return <TextField label={tFields("email")} type="email" inputMode="email" autoComplete="email" {...props} />;
}

/** A password input; `label` defaults to "Password". */
export function PasswordField({ label, ...props }: FieldProps & { label?: string }) {
  const tFields = useTranslations("fields");
  return <TextField label={label ?? tFields("password")} type="password" autoComplete="current-password" {...props} />;
}
