import { DEFAULT_LOCALE, type Locale } from "@/lib/shared/i18n/locales";

/*
 * The shop's URLs in two languages (docs/i18n.md): English pages at their own paths (/products),
 * French ones under /fr with the same paths and slugs (/fr/products), as next-intl's "as-needed"
 * prefix with a custom prefix would have them. Inside the server every page lives under its locale
 * (app/[locale]); proxy.ts rewrites /x to /en-CA/x and /fr/x to /fr-CA/x. Links and routers build
 * their addresses from this (client/i18n/navigation.tsx); the choice is remembered in next-intl's
 * cookie, NEXT_LOCALE (lib/shared/i18n/locales.ts).
 */

/** The URL prefix of a language: "" for English, "/fr" for French. */
export function localePrefix(locale: Locale): string {
  return locale === DEFAULT_LOCALE ? "" : "/fr";
}

/** A path of the shop (starting with "/") as a reader of `locale` opens it. */
export function localizedPath(path: string, locale: Locale): string {
  const prefix = localePrefix(locale);
  if (!prefix) return path;
  return path === "/" ? prefix : path.startsWith("/?") ? `${prefix}${path.slice(1)}` : `${prefix}${path}`;
}

/**
 * The language a page path names and the path without it: "/fr/products" is French "/products",
 * "/fr" French "/", anything else English as it is.
 */
export function splitLocalePath(pathname: string): { locale: Locale; path: string } {
  if (pathname === "/fr") return { locale: "fr-CA", path: "/" };
  if (pathname.startsWith("/fr/")) return { locale: "fr-CA", path: pathname.slice(3) };
  return { locale: DEFAULT_LOCALE, path: pathname };
}
