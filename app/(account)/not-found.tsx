import { NotFoundPage, notFoundMetadata } from "@/components/layout/not-found-page";

export const metadata = notFoundMetadata;

/** A page of this section without a not-found of its own: inside the section's frame (app/not-found.tsx). */
export default function SectionNotFound() {
  return <NotFoundPage />;
}
