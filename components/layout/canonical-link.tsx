import { getLocale } from "next-intl/server";
import { Suspense } from "react";
import { pageAddresses } from "@/lib/i18n/alternates";
import { siteOrigin } from "@/lib/system/site-url";

/** The canonical link of a page at `path` in the page's language, and its hreflang alternates (lib/i18n/alternates.ts). */
export async function PageAddressLinks({ origin, path }: { origin: string; path: string }) {
  const { canonical, languages } = pageAddresses(origin, path, await getLocale());
  return (
    <>
      <link rel="canonical" href={canonical} />
      {Object.entries(languages).map(([lang, href]) => (
        <link key={lang} rel="alternate" hrefLang={lang} href={href} />
      ))}
    </>
  );
}

async function Canonical({ path }: { path: string }) {
  return <PageAddressLinks origin={await siteOrigin()} path={path} />;
}

/**
 * A page's canonical link and hreflang alternates, for a page whose metadata is otherwise known at
 * build time. The origin may come from the request (PUBLIC_URL unset), and a canonical in the page's
 * metadata would make all of its metadata wait for the request: Next then streams the title and
 * description after the prerendered shell, where search engines and Lighthouse that read the head
 * do not find them. Here only the links wait, and React moves them into the head.
 */
export function CanonicalLink({ path }: { path: string }) {
  return (
    <Suspense fallback={null}>
      <Canonical path={path} />
    </Suspense>
  );
}
