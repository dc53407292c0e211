"use client";

import { Search } from "lucide-react";
import { useId, useState, type ChangeEvent, type FormEvent } from "react";
import { cx } from "@/lib/shared/ui/class-names";
import { SearchFields } from "./search-form";

export interface SearchBoxProps {
  /** The list page a plain GET form goes to before the page's script has loaded, e.g. "/admin/orders". */
  action: string;
  /** The label screen readers read; the placeholder shows what may be typed. */
  label: string;
  placeholder: string;
  buttonLabel: string;
  /** The search the list shows now (from the URL). */
  search: string;
  /** Shows the list for a search, lowercased and trimmed; "" for every row again. */
  onSearch: (search: string) => void;
  /** Parameters the search keeps (the sort, a filter); undefined ones are left out. */
  keep?: Record<string, string | undefined>;
  className?: string;
}

/**
 * The search box of a list that searches as the browser goes (docs/product.md §2/§5): Enter or the
 * button (disabled while the box is blank) searches, lowercased; clearing the box shows every row
 * again. The box follows the URL (back button, "Show all") and keeps its focus. A plain GET form
 * underneath, so it also works before the page's script has loaded. Server-rendered lists that
 * only search on submit use SearchForm.
 */
export function SearchBox({ action, label, placeholder, buttonLabel, search, onSearch, keep, className }: SearchBoxProps) {
  const id = useId();
  const [text, setText] = useState(search);
  const [shown, setShown] = useState(search);
  if (search !== shown) {
    setShown(search);
    setText(search);
  }
  const blank = text.trim() === "";

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!blank) onSearch(text.trim().toLowerCase());
  };
  const change = (event: ChangeEvent<HTMLInputElement>) => {
    setText(event.target.value);
    if (event.target.value === "" && search) onSearch("");
  };

  return (
    <form role="search" action={action} method="get" onSubmit={submit} className={cx("flex gap-2", className)}>
      <SearchFields id={id} label={label} placeholder={placeholder} keep={keep} value={text} onChange={change} />
      <button
        type="submit"
        disabled={blank}
        className="inline-flex shrink-0 items-center gap-1.5 rounded-lg bg-brand-600 px-3 py-2 text-sm font-semibold text-white hover:bg-brand-700 disabled:cursor-not-allowed disabled:bg-stone-300 disabled:text-stone-600"
      >
        <Search aria-hidden="true" className="size-4" />
        {buttonLabel}
      </button>
    </form>
  );
}
