import type { _Translator, Messages } from "next-intl";

/**
 * The texts of one namespace of the message catalogues (docs/i18n.md), as useTranslations and
 * getTranslations (next-intl) and translator() (lib/i18n/translator.ts) answer them: for helpers
 * that the server and the browser share, which take the caller's translator.
 */
export type Translator<N extends keyof Messages> = _Translator<Messages, N>;
