"use client";

import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { ChevronLeft, ChevronRight, Plus, Search } from "lucide-react";
import { useId, useState } from "react";
import type { ProductView } from "@/lib/catalog/product-view";
import { pageCount } from "@/lib/shared/pagination/pages";
import { formatCad, toCents } from "@/lib/shared/pricing/money";
import { errorText } from "@/client/api-client/api-error";
import { productList } from "@/client/api-client/catalog";
import { paginationItems } from "@/lib/shared/ui/pagination-items";
import { useLocale, useTranslations } from "next-intl";
import { Spinner } from "@/components/ui/spinner";
import { QueryScope } from "@/components/ui/query-scope";

export interface PickerTexts {
  heading: string;
  search: string;
  add: string;
  addLabel: (name: string) => string;
  inList: string;
}

/**
 * Picks products to add to an order (docs/product.md §2 edit order): search and 16 a page from
 * product_list; Add puts one case (box_quantity units) into the order, or what the caller adds.
 * Staff screens pass `scrollable` (the list scrolls at 500px, docs/product.md §9) and `anyStock` (staff
 * may add a product that is out of stock, docs/product.md §4).
 */
function ProductPickerContent({
  onAdd,
  busy,
  inOrder,
  scrollable = false,
  anyStock = false,
  texts: givenTexts,
}: {
  onAdd: (product: ProductView) => void;
  busy: boolean;
  inOrder: Set<number>;
  scrollable?: boolean;
  anyStock?: boolean;
  /** The heading, the search's label, the button and what marks a product already there (the order guide pins). */
  texts?: PickerTexts;
}) {
  const t = useTranslations("orders");
  const tShop = useTranslations("shop");
  const locale = useLocale();
  const texts: PickerTexts = givenTexts ?? {
    heading: t("addProducts"),
    search: t("pickerSearch"),
    add: t("add"),
    addLabel: (name) => t("addLabel", { name }),
    inList: t("inOrder"),
  };
  const searchId = useId();
  const [typed, setTyped] = useState("");
  const [search, setSearch] = useState("");
  const [page, setPage] = useState(1);
  const query = useQuery({
    queryKey: ["order-picker", search, page],
    queryFn: ({ signal }) => productList({ is_deleted: "false", page: String(page), search: search || undefined }, { signal }),
    placeholderData: keepPreviousData,
  });
  const pages = query.data ? pageCount(query.data.count) : 1;

  return (
    <section aria-labelledby="picker-heading" className="flex flex-col gap-4 rounded-xl border border-stone-200 bg-white p-5">
      <h2 id="picker-heading" className="text-xl font-bold text-brand-800">{texts.heading}</h2>
      <form
        role="search"
        className="flex gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          setSearch(typed.trim().toLowerCase());
          setPage(1);
        }}
      >
        <label htmlFor={searchId} className="sr-only">{texts.search}</label>
        <input
          id={searchId}
          type="search"
          value={typed}
          onChange={(e) => {
            setTyped(e.target.value);
            if (e.target.value === "") {
              setSearch("");
              setPage(1);
            }
          }}
          placeholder={texts.search}
          className="min-w-0 flex-1 rounded-lg border border-stone-300 px-3 py-2 text-base outline-none focus-visible:border-brand-600"
        />
        <button type="submit" disabled={typed.trim() === ""} className="inline-flex items-center gap-2 rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700 disabled:bg-stone-300 disabled:text-stone-600">
          <Search aria-hidden="true" className="size-4" />
          {t("pickerSearchButton")}
        </button>
      </form>
      {query.isPending ? (
        <p role="status" className="flex items-center gap-2 text-sm text-stone-600"><Spinner /> {t("pickerLoading")}</p>
      ) : query.isError ? (
        <p role="alert" className="text-sm text-sale-600">{errorText(query.error)}</p>
      ) : query.data.results.length === 0 ? (
        <p className="text-sm text-stone-600">{t("pickerEmpty")}</p>
      ) : (
        <ul className={`divide-y divide-stone-100 ${scrollable ? "max-h-[500px] overflow-y-auto pr-1" : ""}`} aria-busy={query.isFetching || undefined} data-testid="picker-results">
          {query.data.results.map((product) => (
            <li key={product.id} className="flex items-center gap-3 py-2.5">
              {/* eslint-disable-next-line @next/next/no-img-element */}
              <img src={product.image ?? "/placeholder-product.svg"} alt="" width={40} height={40} className="size-10 shrink-0 rounded bg-stone-100 object-cover" />
              <div className="min-w-0 flex-1 text-sm">
                <p className="font-semibold text-stone-900">{product.name}</p>
                <p className="text-stone-600">
                  {product.discounted_price !== undefined && <>{formatCad(toCents(product.discounted_price), locale)} · </>}
                  {tShop("caseOf", { n: product.box_quantity })}
                  {!product.stock && <> · {tShop("outOfStock")}</>}
                  {inOrder.has(product.id) && <> · {texts.inList}</>}
                </p>
              </div>
              <button
                type="button"
                disabled={busy || (!product.stock && !anyStock)}
                onClick={() => onAdd(product)}
                aria-label={texts.addLabel(product.name)}
                className="inline-flex items-center gap-1 rounded-lg border border-brand-600 px-3 py-1.5 text-sm font-semibold text-brand-800 hover:bg-brand-50 disabled:border-stone-200 disabled:text-stone-400"
              >
                <Plus aria-hidden="true" className="size-4" />
                {texts.add}
              </button>
            </li>
          ))}
        </ul>
      )}
      {pages > 1 && <PickerPages page={page} pages={pages} onPage={setPage} />}
    </section>
  );
}

const pageButton = "inline-flex h-9 min-w-9 items-center justify-center rounded-lg border px-2 text-sm font-semibold";

/** Numbered pages (docs/product.md §9: all up to 9, ellipses above) as buttons: the picker is not a page. */
function PickerPages({ page, pages, onPage }: { page: number; pages: number; onPage: (page: number) => void }) {
  const t = useTranslations("ui");
  return (
    <nav aria-label={t("pagination")}>
      <ul className="flex flex-wrap items-center justify-center gap-1">
        <li>
          <button type="button" disabled={page <= 1} onClick={() => onPage(page - 1)} aria-label={t("previousPage")} className={`${pageButton} border-stone-300 disabled:border-stone-200 disabled:text-stone-400`}>
            <ChevronLeft aria-hidden="true" className="size-4" />
          </button>
        </li>
        {paginationItems(page, pages, { siblings: 1 }).map((item) => (
          <li key={item.kind === "page" ? item.page : item.position}>
            {item.kind === "page" ? (
              <button
                type="button"
                onClick={() => onPage(item.page)}
                aria-label={t("pageLabel", { page: item.page })}
                aria-current={item.current ? "page" : undefined}
                className={`${pageButton} border-stone-300 aria-[current=page]:border-brand-600 aria-[current=page]:bg-brand-600 aria-[current=page]:text-white`}
              >
                {item.page}
              </button>
            ) : (
              <span className="px-1 text-stone-600">
                <span aria-hidden="true">…</span>
                <span className="sr-only">{t("morePages")}</span>
              </span>
            )}
          </li>
        ))}
        <li>
          <button type="button" disabled={page >= pages} onClick={() => onPage(page + 1)} aria-label={t("nextPage")} className={`${pageButton} border-stone-300 disabled:border-stone-200 disabled:text-stone-400`}>
            <ChevronRight aria-hidden="true" className="size-4" />
          </button>
        </li>
      </ul>
    </nav>
  );
}

export function ProductPicker(props: Parameters<typeof ProductPickerContent>[0]) {
  return (
    <QueryScope>
      <ProductPickerContent {...props} />
    </QueryScope>
  );
}
