"use client";

import { Languages } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import type { MouseEvent } from "react";
import { usePathname } from "@/client/i18n/navigation";
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE, type Locale } from "@/lib/shared/i18n/locales";
import { localizedPath } from "@/lib/shared/i18n/routing";

/**
 * The language switch at the top of every page (docs/i18n.md): the page you are on, in the other
 * language. The choice is remembered (the NEXT_LOCALE cookie, a year) and, for someone signed in,
 * stored on their profile, which their emails follow. A full page load: every text of the page,
 * the client's included, changes language at once. In the contact bar above the header, where
 * Canadian sites put it: the header's row has no room left at 1280 px for a customer.
 */
export function LanguageSwitch() {
  const locale = useLocale();
  const t = useTranslations("layout");
  const pathname = usePathname();
  const other: Locale = locale === "fr-CA" ? "en-CA" : "fr-CA";
  const href = localizedPath(pathname, other);

  const choose = async (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    document.cookie = `${LOCALE_COOKIE}=${other}; path=/; max-age=${LOCALE_COOKIE_MAX_AGE}; samesite=lax`;
    try {
      // Who is signed in (a visitor is answered 401 and has no profile to keep the choice on).
      const { currentUser, updateProfile } = await import("@/client/api-client/accounts");
      const me = await currentUser();
      await updateProfile({ id: me.user }, { language: other });
    } catch {
      // A visitor, or the profile could not be saved: the page still changes language.
    }
    // eslint-disable-next-line @next/next/no-location-assign-relative-destination -- a full load on purpose: every text of the page changes language
    window.location.assign(`${href}${window.location.search}${window.location.hash}`);
  };

  return (
    <a href={href} hrefLang={other} lang={other} onClick={(event) => void choose(event)} aria-label={t("switchToLabel")} className="inline-flex items-center gap-1.5 font-semibold underline-offset-4 hover:underline">
      <Languages aria-hidden="true" className="size-4" />
      {t("switchTo")}
    </a>
  );
}
