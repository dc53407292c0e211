import "server-only";
import { getRequestConfig } from "next-intl/server";
import { locale as rootLocale } from "next/root-params";
import { DEFAULT_LOCALE, isLocale, type Locale } from "@/lib/shared/i18n/locales";
import { SHOP_TIME_ZONE } from "@/lib/shared/orders/order-time";

/*
 * next-intl's configuration of a page render (docs/i18n.md): the language is the page's [locale]
 * segment (a root param, so pages stay prerendered per language), its ICU catalogue
 * (messages/<locale>.json, precompiled at build by next-intl's plugin, next.config.ts), and the
 * shop's time zone. A missing message throws: a bug, not a text.
 */
export default getRequestConfig(async ({ locale: asked }) => {
  const locale: Locale = isLocale(asked) ? asked : await pageLocale();
  return {
    locale,
    messages: (await import(`../../messages/${locale}.json`)).default,
    timeZone: SHOP_TIME_ZONE,
    onError: (error) => {
      throw error;
    },
  };
});

async function pageLocale(): Promise<Locale> {
  const segment = await rootLocale();
  return isLocale(segment) ? segment : DEFAULT_LOCALE;
}
