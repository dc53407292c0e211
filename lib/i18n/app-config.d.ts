import type en from "@/messages/en-CA.json";
import type { Locale } from "@/lib/shared/i18n/locales";

/* next-intl's types (docs/i18n.md): a message key or argument not in the English catalogue is a type error. */
declare module "next-intl" {
  interface AppConfig {
    Locale: Locale;
    Messages: typeof en;
  }
}
