import type { Metadata } from "next";
import { Link } from "@/client/i18n/navigation";
import { Plus } from "lucide-react";
import { AdminPage } from "@/components/admin/admin-page";
import { CategoryTable, type CategoryTab } from "@/components/admin-categories/category-table";
import { CategoryTree } from "@/components/admin-categories/category-tree";
import { buttonStyles } from "@/components/ui/button";
import { OfflineLine } from "@/components/ui/offline-line";
import { SearchForm } from "@/components/ui/search-form";
import { UrlTabs } from "@/components/ui/url-tabs";
import { guardPage } from "@/lib/entry/page-guard";
import { listCategories } from "@/lib/catalog/categories";
import { getTranslations } from "next-intl/server";
import { firstParam, type SearchParams } from "@/lib/shared/ui/search-params";
import { isStorableText } from "@/lib/shared/validation/primitives";

// Per person (the session decides what it shows): rendered per request, never prerendered.
export const instant = false;

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("adminCategories");
  return { title: t("listTitle") };
}

const TABS = [
  { value: "all", label: "tabAll" },
  { value: "trash", label: "tabTrash" },
] as const;

/**
 * docs/product.md §2 /admin/categories: All Categories (search, Add category) and Categories in trash; tab and search in the URL.
 * All Categories is a tree of parents and their subcategories; a search lists its matches by their path.
 */
export default async function AdminCategoriesPage({ searchParams }: { searchParams: SearchParams }) {
  const ctx = await guardPage("/admin/categories");
  const raw = await searchParams;
  const tab: CategoryTab = firstParam(raw.tab) === "trash" ? "trash" : "all";
  const typed = (firstParam(raw.search) ?? "").trim().slice(0, 100);
  const search = tab === "all" && typed && isStorableText(typed) ? typed : undefined;
  const categories = await listCategories(ctx, { isDeleted: tab === "trash", search });
  const tAdminCategories = await getTranslations("adminCategories");
  const tOfflineActions = await getTranslations("offlineActions");
  // A search's matches say which categories have subcategories (Move to trash warns of them) from the whole active list (cached).
  const parentIds = search ? new Set((await listCategories(ctx, { isDeleted: false })).flatMap((c) => (c.parent_category ? [c.parent_category.id] : []))) : undefined;
  const tabs = TABS.map((x) => ({ value: x.value, label: tAdminCategories(x.label) }));
  const label = tabs.find((x) => x.value === tab)!.label;
  return (
    <AdminPage
      title={tAdminCategories("listTitle")}
      crumbs={[{ name: tAdminCategories("categories") }]}
      actions={
        <Link href="/admin/add-category" prefetch={false} className={buttonStyles.primary}>
          <Plus aria-hidden="true" className="size-4" />
          {tAdminCategories("addCategory")}
        </Link>
      }
    >
      <UrlTabs label={tAdminCategories("tabsLabel")} tabs={tabs} pathname="/admin/categories" searchParams={raw} value={tab} resetParams={["page", "search"]}>
        {tab === "all" && (
          <SearchForm action="/admin/categories" id="admin-category-search" label={tAdminCategories("searchLabel")} placeholder={tAdminCategories("searchPlaceholder")} buttonLabel={tAdminCategories("searchButton")} defaultValue={search} className="mb-4" />
        )}
        <p className="mb-3 text-sm text-stone-600" role="status" data-testid="categories-count">
          {search ? tAdminCategories("countMatching", { n: categories.length, search }) : tAdminCategories("count", { n: categories.length })}
        </p>
        <OfflineLine message={tOfflineActions("listNeedsConnection")} className="mb-3" />
        {tab === "all" && !search ? (
          <CategoryTree
            categories={categories}
            caption={tAdminCategories("caption", { tab: label })}
            empty={{
              title: tAdminCategories("noCategories"),
              description: tAdminCategories("noCategoriesText"),
              action: (
                <Link href="/admin/add-category" prefetch={false} className={buttonStyles.primary}>
                  {tAdminCategories("addCategory")}
                </Link>
              ),
            }}
          />
        ) : (
          <CategoryTable
            categories={categories}
            tab={tab}
            caption={tAdminCategories("caption", { tab: label })}
            showPath={search !== undefined}
            parentIds={parentIds}
            empty={
              tab === "trash"
                ? { title: tAdminCategories("emptyTrash"), description: tAdminCategories("emptyTrashText") }
                : {
                    title: tAdminCategories("noMatch", { search: search ?? "" }),
                    description: tAdminCategories("noMatchText"),
                    action: (
                      <Link href="/admin/categories" prefetch={false} className={buttonStyles.secondary}>
                        {tAdminCategories("showAll")}
                      </Link>
                    ),
                  }
            }
          />
        )}
      </UrlTabs>
    </AdminPage>
  );
}
