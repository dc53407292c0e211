"use client";

import { Search } from "lucide-react";
import { useId, useState, type ChangeEvent, type FormEvent } from "react";
import { useProductsNavigate } from "@/client/ui/products-navigation";
import { catalogFilterMessages } from "@/lib/shared/messages/catalog-filters";
import { withView, type ProductsView } from "@/lib/shared/ui/products-url";

/**
 * docs/product.md §2/§5: "Search by name"; the button is disabled while the box is empty, Enter submits,
 * the text is lowercased, and clearing the box shows the unfiltered list again. A plain GET form
 * underneath, so it also works before the page's script has loaded.
 */
export function SearchBox({ view }: { view: ProductsView }) {
  const navigate = useProductsNavigate();
  const id = useId();
  const [text, setText] = useState(view.search ?? "");
  const empty = text.trim() === "";

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (empty) return;
    navigate(withView(view, { search: text.trim().toLowerCase() }));
  };
  const change = (event: ChangeEvent<HTMLInputElement>) => {
    setText(event.target.value);
    if (event.target.value === "" && view.search) navigate(withView(view, { search: undefined }));
  };

  return (
    <form role="search" action="/products" method="get" onSubmit={submit} className="flex gap-2">
      <label htmlFor={id} className="sr-only">
        {catalogFilterMessages.searchLabel}
      </label>
      <input
        id={id}
        name="search"
        type="search"
        value={text}
        onChange={change}
        placeholder={catalogFilterMessages.searchPlaceholder}
        maxLength={100}
        autoComplete="off"
        enterKeyHint="search"
        className="min-w-0 flex-1 rounded-lg border border-stone-300 bg-white px-3 py-2 text-base text-stone-900 shadow-sm outline-none placeholder:text-stone-500 focus-visible:border-brand-600"
      />
      {view.category !== undefined && <input type="hidden" name="category" value={view.category} />}
      {view.sort && <input type="hidden" name="sort" value={view.sort} />}
      <button
        type="submit"
        disabled={empty}
        className="inline-flex shrink-0 items-center gap-1.5 rounded-lg bg-brand-600 px-3 py-2 text-sm font-semibold text-white hover:bg-brand-700 disabled:cursor-not-allowed disabled:bg-stone-300 disabled:text-stone-600"
      >
        <Search aria-hidden="true" className="size-4" />
        {catalogFilterMessages.searchButton}
      </button>
    </form>
  );
}
