import "server-only";
import { createTranslator } from "use-intl/core";
import en from "@/messages/en-CA.json";
import fr from "@/messages/fr-CA.json";
import { DEFAULT_LOCALE, type Locale } from "@/lib/shared/i18n/locales";
import { SHOP_TIME_ZONE } from "@/lib/shared/orders/order-time";

/*
 * The shop's ICU message catalogues (messages/<locale>.json, docs/i18n.md), read on the server with
 * use-intl's translator (next-intl's core): plurals by each language's rules, numbers and dates
 * in its format, in the shop's time zone. The French catalogue has the English one's shape (a type
 * error otherwise) and the same arguments (test/unit/message-catalogues.test.ts).
 */

export type Messages = typeof en;
export type Namespace = keyof Messages;

const french: Messages = fr;
const CATALOGUES: Record<Locale, Messages> = { "en-CA": en, "fr-CA": french };

/** One language's whole catalogue, as the bundle holds it (precompiled by next-intl's plugin in a build). */
export function catalogueOf(locale: Locale): Messages {
  return CATALOGUES[locale];
}

/** The texts of one area in one language. A message missing or given the wrong arguments throws: a bug, not a text. */
export function translator<N extends Namespace>(locale: Locale | null | undefined, namespace: N) {
  return createTranslator({
    locale: locale ?? DEFAULT_LOCALE,
    messages: CATALOGUES[locale ?? DEFAULT_LOCALE],
    namespace,
    timeZone: SHOP_TIME_ZONE,
    onError: (error) => {
      throw error;
    },
  });
}
