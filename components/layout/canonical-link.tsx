import { Suspense } from "react";
import { siteOrigin } from "@/lib/system/site-url";

async function Canonical({ path }: { path: string }) {
  return <link rel="canonical" href={`${await siteOrigin()}${path}`} />;
}

/**
 * A page's canonical link, for a page whose metadata is otherwise known at build time. The origin
 * may come from the request (PUBLIC_URL unset), and a canonical in the page's metadata would make
 * all of its metadata wait for the request: Next then streams the title and description after the
 * prerendered shell, where search engines and Lighthouse that read the head do not find them. Here
 * only the link waits, and React moves it into the head.
 */
export function CanonicalLink({ path }: { path: string }) {
  return (
    <Suspense fallback={null}>
      <Canonical path={path} />
    </Suspense>
  );
}
