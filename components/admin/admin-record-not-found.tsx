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
 * What a back-office edit page's not-found.tsx exports (its `metadata` and its default
 * component): the page's own 404 panel and title, for a record that does not exist.
 */
export function adminRecordNotFound(texts: NotFoundTexts): { metadata: Metadata; NotFound: () => React.JSX.Element } {
  return {
    metadata: { title: texts.title },
    NotFound: function AdminRecordNotFound() {
      return (
        <div className="min-w-0 flex-1">
          <NotFoundPanel title={texts.title} text={texts.text} href={texts.href} linkText={texts.linkText} />
        </div>
      );
    },
  };
}
