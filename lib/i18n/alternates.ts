import "server-only";
import type { Locale } from "@/lib/shared/i18n/locales";
import { localizedPath } from "@/lib/shared/i18n/routing";

/*
 * A catalogue page's addresses in both languages (docs/i18n.md): its canonical URL in the page's
 * language, and <link rel="alternate" hreflang> to the English and French versions and x-default
 * (the English one, which a browser in neither language is served).
 */
export type PageAddresses = { canonical: string; languages: Record<Locale | "x-default", string> };

export function pageAddresses(origin: string, path: string, locale: Locale): PageAddresses {
  const english = `${origin}${path}`;
  const french = `${origin}${localizedPath(path, "fr-CA")}`;
  return {
    canonical: locale === "fr-CA" ? french : english,
    languages: { "en-CA": english, "fr-CA": french, "x-default": english },
  };
}
