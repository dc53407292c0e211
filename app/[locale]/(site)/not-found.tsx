import { NotFoundPage, notFoundMetadata } from "@/components/layout/not-found-page";

export const generateMetadata = notFoundMetadata;

/** A page without a not-found of its own: inside the site's frame (the root's has the visitor's, app/not-found.tsx). */
export default function SectionNotFound() {
  return <NotFoundPage />;
}
