/*
 * The shop's two languages (docs/i18n.md): Canadian English, the default and the language of
 * docs/product.md's texts, and Canadian French. Shared by the server and the browser.
 */
export const LOCALES = ["en-CA", "fr-CA"] as const;
export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = "en-CA";

/** Each language named in itself, as a choice of language is offered whatever the page's language. */
export const LOCALE_NAMES: Record<Locale, string> = { "en-CA": "English", "fr-CA": "Français" };

/**
 * The header with which the shop's own browser code (its API client, the service worker's sync)
 * names the language of the page that asks: the API answers in it before any stored choice.
 */
export const PAGE_LANGUAGE_HEADER = "x-page-language";

/** The cookie that remembers a visitor's choice of language (next-intl's name for it). */
export const LOCALE_COOKIE = "NEXT_LOCALE";

/** How long the choice is remembered: a year (next-intl's default is the browser session). */
export const LOCALE_COOKIE_MAX_AGE = 60 * 60 * 24 * 365;

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

/**
 * What someone reads in a language: the French text, or the English one where there is no French
 * yet (a product or category named in English only).
 */
export function inLocale(locale: Locale, english: string, french: string): string {
  return locale === "fr-CA" && french.trim() !== "" ? french : english;
}
