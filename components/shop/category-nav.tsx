import { Link } from "@/client/i18n/navigation";
import type { CategoryNode } from "@/lib/catalog/categories";
import { useTranslations } from "next-intl";
import { withView, type ProductsView } from "@/lib/shared/ui/products-url";
import { CategoryGroup } from "./category-group";

// app/globals.css: the list repeats it on every category.
const linkStyles = "category-link";

function CategoryLink({ view, id, name }: { view: ProductsView; id: number | undefined; name: string }) {
  return (
    <Link href={withView(view, { category: id })} prefetch={false} aria-current={view.category === id ? "page" : undefined} className={linkStyles}>
      {name}
    </Link>
  );
}

/** docs/product.md §2: All, then each parent category, opening to its subcategories. */
export function CategoryNav({ view, tree }: { view: ProductsView; tree: CategoryNode[] }) {
  const t = useTranslations("catalog");
  return (
    <nav aria-label={t("categories")}>
      <h2 className="mb-2 text-sm font-semibold uppercase tracking-wide text-stone-700">{t("categories")}</h2>
      <ul className="flex flex-col gap-0.5">
        <li>
          <CategoryLink view={view} id={undefined} name={t("allCategories")} />
        </li>
        {tree.map((parent) => {
          const link = <CategoryLink view={view} id={parent.id} name={parent.name} />;
          if (parent.children.length === 0) return <li key={parent.id}>{link}</li>;
          const holdsCurrent = view.category === parent.id || parent.children.some((c) => c.id === view.category);
          return (
            <li key={parent.id}>
              <CategoryGroup key={String(view.category)} name={parent.name} link={link} defaultOpen={holdsCurrent}>
                {parent.children.map((child) => (
                  <li key={child.id}>
                    <CategoryLink view={view} id={child.id} name={child.name} />
                  </li>
                ))}
              </CategoryGroup>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
