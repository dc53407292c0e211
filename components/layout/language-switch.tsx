"use client";

import { Languages } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import type { MouseEvent } from "react";
import { usePathname } from "@/client/i18n/navigation";
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE, type Locale } from "@/lib/shared/i18n/locales";
import { localizedPath } from "@/lib/shared/i18n/routing";
import { navItemStyles } from "./nav-link";

/**
 * The header's language switch (docs/i18n.md): the page you are on, in the other language. The
 * choice is remembered (the NEXT_LOCALE cookie, a year) and, for someone signed in (`userId`),
 * stored on their profile, which their emails follow. A full page load: every text of the page,
 * the client's included, changes language at once.
 */
export function LanguageSwitch({ userId }: { userId?: number }) {
  const locale = useLocale();
  const t = useTranslations("layout");
  const pathname = usePathname();
  const other: Locale = locale === "fr-CA" ? "en-CA" : "fr-CA";
  const href = localizedPath(pathname, other);

  const choose = async (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    document.cookie = `${LOCALE_COOKIE}=${other}; path=/; max-age=${LOCALE_COOKIE_MAX_AGE}; samesite=lax`;
    if (userId !== undefined) {
      try {
        const { updateProfile } = await import("@/client/api-client/accounts");
        await updateProfile({ id: userId }, { language: other });
      } catch {
        // The page still changes language; the profile keeps the previous choice.
      }
    }
    // eslint-disable-next-line @next/next/no-location-assign-relative-destination -- a full load on purpose: every text of the page changes language
    window.location.assign(`${href}${window.location.search}${window.location.hash}`);
  };

  return (
    <a href={href} hrefLang={other} lang={other} onClick={(event) => void choose(event)} aria-label={t("switchToLabel")} className={navItemStyles}>
      <Languages aria-hidden="true" className="size-4" />
      {t("switchTo")}
    </a>
  );
}
