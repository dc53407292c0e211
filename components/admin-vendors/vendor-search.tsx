"use client";

import { Search } from "lucide-react";
import { useId, useState, type ChangeEvent, type FormEvent } from "react";
import { adminVendorsMessages as t } from "@/lib/shared/messages/admin-vendors";

/**
 * The name search of /admin/vendors: Enter or the button searches, an emptied box shows every
 * vendor again. A plain GET form underneath, so it also works before the page's script has loaded.
 */
export function VendorSearch({ search, onSearch }: { search: string; onSearch: (search: string) => void }) {
  const id = useId();
  const [text, setText] = useState(search);
  // The URL changed (back button, "Show all vendors"): the box shows its search, and keeps its focus.
  const [shown, setShown] = useState(search);
  if (search !== shown) {
    setShown(search);
    setText(search);
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  const change = (event: ChangeEvent<HTMLInputElement>) => {
    setText(event.target.value);
    if (event.target.value === "" && search) onSearch("");
  };

  return (
    <form role="search" action="/admin/vendors" method="get" onSubmit={submit} className="flex w-full max-w-md gap-2">
      <label htmlFor={id} className="sr-only">
        {t.searchLabel}
      </label>
      <input
        id={id}
        name="search"
        type="search"
        value={text}
        onChange={change}
        placeholder={t.searchPlaceholder}
        maxLength={100}
        autoComplete="off"
        enterKeyHint="search"
        className="min-w-0 flex-1 rounded-lg border border-stone-300 bg-white px-3 py-2 text-base text-stone-900 shadow-sm outline-none placeholder:text-stone-500 focus-visible:border-brand-600"
      />
      <button
        type="submit"
        className="inline-flex shrink-0 items-center gap-1.5 rounded-lg bg-brand-600 px-3 py-2 text-sm font-semibold text-white hover:bg-brand-700"
      >
        <Search aria-hidden="true" className="size-4" />
        {t.searchButton}
      </button>
    </form>
  );
}
