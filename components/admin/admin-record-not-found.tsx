import type { Metadata } from "next";
import { NotFoundPanel } from "@/components/ui/not-found-panel";

interface NotFoundTexts {
  title: string;
  text: string;
  /** The list to go back to, and the link's words. */
  href: string;
  linkText: string;
}

/**
 * What a back-office edit page's not-found.tsx exports (its `generateMetadata` and its default
 * component): the page's own 404 panel and title, for a record that does not exist, in the page's
 * language (`texts` reads them with getTranslations).
 */
export function adminRecordNotFound(texts: () => Promise<NotFoundTexts>): {
  generateMetadata: () => Promise<Metadata>;
  NotFound: () => Promise<React.JSX.Element>;
} {
  return {
    generateMetadata: async () => ({ title: (await texts()).title }),
    NotFound: async function AdminRecordNotFound() {
      const { title, text, href, linkText } = await texts();
      return (
        <div className="min-w-0 flex-1">
          <NotFoundPanel title={title} text={text} href={href} linkText={linkText} />
        </div>
      );
    },
  };
}
