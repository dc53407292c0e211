"use client";

import NextLink from "next/link";
import { usePathname as useNextPathname, useRouter as useNextRouter } from "next/navigation";
import { useLocale } from "next-intl";
import { useMemo, type ComponentProps } from "react";
import { DEFAULT_LOCALE, isLocale } from "@/lib/shared/i18n/locales";
import { localizedPath, splitLocalePath } from "@/lib/shared/i18n/routing";

/*
 * Links and navigation in the page's language (lib/shared/i18n/routing.ts): `Link href="/products"`
 * opens /products on an English page and /fr/products on a French one; `usePathname` answers the
 * path without the language (what the pages compare against); `useRouter` goes to paths in the
 * page's language. The same as next-intl's createNavigation for the shop's one prefix, in a few
 * lines: next-intl's navigation weighs 3 kB in every page's JavaScript, and the visitor's /products
 * has none to spare (its 150 kB budget). The language switch is components/layout/language-switch.tsx.
 */

type Href = ComponentProps<typeof NextLink>["href"];

/** An address of the shop in `locale`; another site's, a mail or an anchor as it is. */
function hrefInLocale(href: Href, locale: string): Href {
  const language = isLocale(locale) ? locale : DEFAULT_LOCALE;
  if (typeof href === "string") return href.startsWith("/") && !href.startsWith("//") ? localizedPath(href, language) : href;
  return href.pathname?.startsWith("/") ? { ...href, pathname: localizedPath(href.pathname, language) } : href;
}

export function Link({ href, ...props }: ComponentProps<typeof NextLink>) {
  const locale = useLocale();
  return <NextLink href={hrefInLocale(href, locale)} {...props} />;
}

/**
 * The page's path without its language prefix: the browser's /fr/x, or the server's rewritten
 * /en-CA/x and /fr-CA/x (what Next.js renders a rewritten page with), read /x.
 */
export function usePathname(): string {
  const pathname = useNextPathname();
  const internal = /^\/(?:en-CA|fr-CA)(?=\/|$)/.exec(pathname);
  return internal ? pathname.slice(internal[0].length) || "/" : splitLocalePath(pathname).path;
}

/** Next.js's router, going to the shop's paths in the page's language. */
export function useRouter(): ReturnType<typeof useNextRouter> {
  const router = useNextRouter();
  const locale = useLocale();
  return useMemo(
    () => ({
      ...router,
      push: (href, options) => router.push(hrefInLocale(href, locale) as string, options),
      replace: (href, options) => router.replace(hrefInLocale(href, locale) as string, options),
      prefetch: (href, options) => router.prefetch(hrefInLocale(href, locale) as string, options),
    }),
    [router, locale],
  );
}
