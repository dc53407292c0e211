import { DEFAULT_LOCALE, isLocale, type Locale } from "@/lib/shared/i18n/locales";

/*
 * The language of the page the browser shows (<html lang>). The page's own calls to the API send it
 * as Accept-Language, so that what they fetch (product names, the offline catalogue) is in the
 * page's language rather than the browser's (docs/i18n.md).
 */
export function pageLanguage(): Locale {
  const lang = typeof document === "undefined" ? null : document.documentElement.lang;
  return isLocale(lang) ? lang : DEFAULT_LOCALE;
}
