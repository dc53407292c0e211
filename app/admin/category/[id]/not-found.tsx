import type { Metadata } from "next";
import { NotFoundPanel } from "@/components/ui/not-found-panel";
import { adminCategoriesMessages as t } from "@/lib/shared/messages/admin-categories";

export const metadata: Metadata = { title: t.notFoundTitle };

/** /admin/category/{id} for a category that does not exist. */
export default function CategoryNotFound() {
  return (
    <div className="min-w-0 flex-1">
      <NotFoundPanel title={t.notFoundTitle} text={t.notFoundText} href="/admin/categories" linkText={t.backToCategories} />
    </div>
  );
}
