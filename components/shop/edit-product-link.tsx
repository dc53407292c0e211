import { Pencil } from "lucide-react";
import { useTranslations } from "next-intl";
import { cx } from "@/lib/shared/ui/class-names";

/**
 * "Edit product" on a product card or page, for admins only (docs/product.md §6): the caller renders
 * it for the admin audience, which the catalogue caches apart from the others, so no customer's or
 * visitor's page can carry it. Opens the back office's edit screen in its own tab (§2 admin routes).
 */
export function EditProductLink({ product, className }: { product: { id: number; name: string }; className?: string }) {
  const t = useTranslations("staffCatalog");
  return (
    <a
      href={`/admin/product/${product.id}`}
      target="_blank"
      rel="noopener"
      aria-label={t("editProductLabel", { name: product.name })}
      className={cx("relative z-10 inline-flex items-center gap-1.5 self-start rounded text-sm font-semibold text-brand-800 underline-offset-2 hover:underline", className)}
      data-testid="edit-product-link"
    >
      <Pencil aria-hidden="true" className="size-3.5" />
      {t("editProduct")}
    </a>
  );
}
