import { VisitorFrame } from "@/components/layout/site-frame";
import { NotFoundPage, notFoundMetadata } from "@/components/layout/not-found-page";

export const generateMetadata = notFoundMetadata;

/**
 * Rendered in the root layout alone, which has no frame of its own: the visitor's frame, the only
 * one known without a request. Next.js renders this boundary into every page's prerender, so a
 * frame with session parts here would give every page, the visitor's whole cached pages included
 * (lib/entry/visitor-pages.ts), a part rendered per request. It shows for the visitor's pages (a
 * product gone since the page was cached); every other page has app/[locale]/(site)/not-found.tsx, inside
 * the site's frame.
 */
export default function NotFound() {
  return (
    <VisitorFrame>
      <NotFoundPage />
    </VisitorFrame>
  );
}
