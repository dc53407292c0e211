import "server-only";
import { getLocale } from "next-intl/server";
import type { Locale } from "@/lib/shared/i18n/locales";
import { localizedPath } from "@/lib/shared/i18n/routing";

/**
 * A path of the shop in the language of the page being rendered (/login on an English page,
 * /fr/login on a French one): where a page's redirect goes, `redirect(await inPageLocale("/login"))`.
 */
export async function inPageLocale(path: string): Promise<string> {
  return localizedPath(path, await getLocale());
}

/** The language of the page being rendered (its [locale] segment). */
export async function pageLocale(): Promise<Locale> {
  return await getLocale();
}
