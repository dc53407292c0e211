import type { ReactNode } from "react";
import { FormRules } from "@/components/layout/form-rules";

/** The account pages (log in, register, reset a password): forms whose checks speak the page's language. */
export default function AccountLayout({ children }: { children: ReactNode }) {
  return <FormRules>{children}</FormRules>;
}
