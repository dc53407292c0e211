"use client";

import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { Plus, Search } from "lucide-react";
import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import type { Cart } from "@/lib/cart/cart";
import type { ProductView } from "@/lib/catalog/product-view";
import { addToCart } from "@/client/api-client/cart";
import { errorText } from "@/client/api-client/api-error";
import { productList } from "@/client/api-client/catalog";
import { MAX_CASES_PER_ADD } from "@/lib/shared/cart/schemas";
import { formatCad, toCents } from "@/lib/shared/pricing/money";
import { useLocale, useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { controlStyles } from "@/components/ui/form-field";
import { Spinner } from "@/components/ui/spinner";

/** How long typing rests before the catalogue is searched. */
const TYPING_PAUSE_MS = 200;

/** "12 of 40 products: type more to narrow them." or "12 products.". */
function searchResults(t: ReturnType<typeof useTranslations<"adminCheckout">>, shown: number, total: number): string {
  return t("searchResults", { shown, total, partial: shown < total ? "yes" : "no" });
}

/**
 * The product search of /cart-admin (docs/product.md §2): a name, item code or barcode searches the
 * catalogue as the back office does (product_list, every active product, in stock or not: staff
 * may order any), the arrow keys move through the first page of matches, Enter picks one and the
 * keyboard goes to its cases; Enter there adds them (the cart's add, whole cases) and the
 * keyboard is back in the search for the next product.
 */
export function ProductSearch({ onCart, onAdded }: { onCart: (cart: Cart) => void; onAdded: (message: string) => void }) {
  const t = useTranslations("adminCheckout");
  const locale = useLocale();
  const ids = useId();
  const [typed, setTyped] = useState("");
  const [term, setTerm] = useState("");
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const [picked, setPicked] = useState<ProductView | null>(null);
  const [cases, setCases] = useState("1");
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  const casesRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    const timer = setTimeout(() => setTerm(typed.trim()), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [typed]);

  // A product picked: the keyboard goes to its cases.
  useEffect(() => {
    if (picked) casesRef.current?.select();
  }, [picked]);

  const query = useQuery({
    queryKey: ["admin-cart-search", term],
    queryFn: ({ signal }) => productList({ is_deleted: "false", page: "1", search: term }, { signal }),
    enabled: term !== "",
    placeholderData: keepPreviousData,
  });
  const results = term === "" ? [] : (query.data?.results ?? []);
  const listOpen = open && typed.trim() !== "";
  const activeIndex = Math.min(active, results.length - 1);
  const listId = `${ids}-list`;
  const optionId = (index: number) => `${ids}-option-${index}`;

  const pick = (product: ProductView) => {
    setPicked(product);
    setTyped(product.name);
    setOpen(false);
    setCases("1");
    setProblem(null);
  };

  const onSearchKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      setOpen(true);
      const last = results.length - 1;
      setActive(event.key === "ArrowDown" ? Math.min(last, activeIndex + 1) : Math.max(0, activeIndex - 1));
    } else if (event.key === "Enter") {
      event.preventDefault();
      const product = results[activeIndex];
      if (listOpen && product) pick(product);
    } else if (event.key === "Escape") {
      setOpen(false);
    }
  };

  const add = async () => {
    if (!picked || busy) return;
    const count = Number(cases);
    if (!/^\d+$/.test(cases.trim()) || count < 1 || count > MAX_CASES_PER_ADD) {
      setProblem(t("casesInvalid", { max: MAX_CASES_PER_ADD }));
      casesRef.current?.select();
      return;
    }
    setBusy(true);
    try {
      const answer = await addToCart({ product: picked.id, cases: count });
      onCart(answer);
      onAdded(t("addedLine", { cases: count, name: picked.name, units: count * picked.box_quantity, byName: "no" }));
      setPicked(null);
      setTyped("");
      setTerm("");
      setProblem(null);
      searchRef.current?.focus();
    } catch (failure) {
      setProblem(errorText(failure));
    } finally {
      setBusy(false);
    }
  };

  const searchId = `${ids}-search`;
  const casesId = `${ids}-cases`;
  const problemId = `${ids}-problem`;
  return (
    <div className="flex flex-col gap-3" data-testid="product-search">
      <div className="flex flex-col gap-1.5">
        <label htmlFor={searchId} className="text-sm font-semibold text-stone-800">{t("searchLabel")}</label>
        <div className="relative">
          <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-stone-500" />
          <input
            ref={searchRef}
            id={searchId}
            type="text"
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={listOpen}
            aria-controls={listId}
            aria-activedescendant={listOpen && results[activeIndex] ? optionId(activeIndex) : undefined}
            autoComplete="off"
            spellCheck={false}
            value={typed}
            placeholder={t("searchPlaceholder")}
            onChange={(event) => {
              setTyped(event.target.value);
              setPicked(null);
              setOpen(true);
              setActive(0);
            }}
            onFocus={() => !picked && setOpen(true)}
            onBlur={() => setOpen(false)}
            onKeyDown={onSearchKeyDown}
            className={`${controlStyles()} w-full pl-9`}
          />
          <div
            id={listId}
            role="listbox"
            aria-label={t("searchLabel")}
            hidden={!listOpen || results.length === 0}
            className="absolute top-full right-0 left-0 z-20 mt-1 max-h-80 overflow-y-auto rounded-lg border border-stone-200 bg-white py-1 shadow-lg"
          >
            {results.map((product, index) => (
              <div
                key={product.id}
                id={optionId(index)}
                role="option"
                aria-selected={index === activeIndex}
                onMouseDown={(event) => event.preventDefault()}
                onPointerMove={() => setActive(index)}
                onClick={() => pick(product)}
                className="flex cursor-pointer items-center gap-3 px-3 py-2 text-sm aria-selected:bg-brand-50"
              >
                {/* eslint-disable-next-line @next/next/no-img-element */}
                <img src={product.image ?? "/placeholder-product.svg"} alt="" width={32} height={32} className="size-8 shrink-0 rounded bg-stone-100 object-cover" />
                <span className="min-w-0">
                  <span className="block truncate font-semibold text-stone-900">{product.name}</span>
                  <span className="block truncate text-xs text-stone-600">
                    {product.item}
                    {product.discounted_price !== undefined && <> · {formatCad(toCents(product.discounted_price), locale)}</>} · {t("caseOf", { units: product.box_quantity })}
                    {!product.stock && <> · {t("outOfStockNote")}</>}
                  </span>
                </span>
              </div>
            ))}
          </div>
        </div>
        <p role="status" className="text-sm text-stone-600">
          {listOpen && query.isFetching ? (
            <span className="inline-flex items-center gap-2"><Spinner /> {t("searching")}</span>
          ) : listOpen && term !== "" && query.isSuccess && results.length === 0 ? (
            t("searchEmpty")
          ) : listOpen && query.isError ? (
            errorText(query.error)
          ) : listOpen && results.length > 0 ? (
            searchResults(t, results.length, query.data?.count ?? results.length)
          ) : null}
        </p>
      </div>
      {picked && (
        <form
          className="flex flex-wrap items-end gap-2"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void add();
          }}
        >
          <div className="flex flex-col gap-1.5">
            <label htmlFor={casesId} className="text-sm font-semibold text-stone-800">{t("casesOf", { name: picked.name, box: picked.box_quantity })}</label>
            <input
              ref={casesRef}
              id={casesId}
              type="text"
              inputMode="numeric"
              value={cases}
              onChange={(event) => {
                setCases(event.target.value);
                setProblem(null);
              }}
              onKeyDown={(event) => {
                if (event.key === "Escape") {
                  setPicked(null);
                  searchRef.current?.select();
                }
              }}
              aria-describedby={problem ? problemId : undefined}
              aria-invalid={problem ? true : undefined}
              className={`${controlStyles({ invalid: Boolean(problem) })} w-28`}
            />
          </div>
          <Button type="submit" pending={busy}>
            <Plus aria-hidden="true" className="size-4" />
            {t("addCases")}
          </Button>
          {problem && <p id={problemId} className="w-full text-sm font-medium text-sale-600">{problem}</p>}
        </form>
      )}
    </div>
  );
}
