import "server-only";
import { match } from "@formatjs/intl-localematcher";
import Negotiator from "negotiator";
import { DEFAULT_LOCALE, isLocale, LOCALE_COOKIE, LOCALES, PAGE_LANGUAGE_HEADER, type Locale } from "@/lib/shared/i18n/locales";

/*
 * The language of a request (docs/i18n.md): the language of the page that asks, when the shop's own
 * browser code names it (PAGE_LANGUAGE_HEADER); else the signed-in user's stored choice, then the
 * visitor's remembered choice (the NEXT_LOCALE cookie), then the best match of Accept-Language
 * (the negotiation next-intl's middleware does: negotiator's ranking, then the best-fit matcher,
 * so "fr", "fr-FR" and "fr-BE" read fr-CA), else English.
 */

/** The shop's language closest to an Accept-Language header; English when none fits. */
export function negotiateLocale(acceptLanguage: string | null | undefined): Locale {
  if (!acceptLanguage) return DEFAULT_LOCALE;
  let wanted: string[];
  try {
    wanted = new Negotiator({ headers: { "accept-language": acceptLanguage } }).languages();
  } catch {
    return DEFAULT_LOCALE;
  }
  if (wanted.length === 0 || wanted[0] === "*") return DEFAULT_LOCALE;
  try {
    const found = match(wanted, LOCALES, DEFAULT_LOCALE);
    return isLocale(found) ? found : DEFAULT_LOCALE;
  } catch {
    // A malformed tag (RangeError from Intl) is a header we cannot read, not a server error.
    return DEFAULT_LOCALE;
  }
}

/** The value of one cookie of a Cookie header, or null. */
function cookieValue(cookieHeader: string | null, name: string): string | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(";")) {
    const eq = part.indexOf("=");
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return null;
}

/**
 * The language to answer a request in: the asking page's (an English page reads English names even
 * for someone whose stored choice is French, and the offline catalogue saved for it too), the
 * user's preference, the remembered choice, Accept-Language.
 */
export function requestLocale(headers: Headers, preference: Locale | null | undefined): Locale {
  const page = headers.get(PAGE_LANGUAGE_HEADER);
  if (isLocale(page)) return page;
  if (preference) return preference;
  const remembered = cookieValue(headers.get("cookie"), LOCALE_COOKIE);
  if (isLocale(remembered)) return remembered;
  return negotiateLocale(headers.get("accept-language"));
}
