"use client";

import { Search, X } from "lucide-react";
import { useRouter } from "@/client/i18n/navigation";
import { useId, useRef, useState, type FormEvent, type KeyboardEvent } from "react";
import { useTranslations } from "next-intl";

/**
 * Search the catalogue from every page: a field in the header on wide screens; on a phone a
 * Search button in the header opens it under the header. A plain GET form to /products
 * underneath, so it works before the script has loaded; with script the text is lowercased
 * (docs/product.md §5) and an empty search does nothing.
 */
export function HeaderSearch() {
  const router = useRouter();
  const t = useTranslations("nav");
  const tCatalogFilters = useTranslations("catalogFilters");
  const id = useId();
  const formId = `${id}-form`;
  const [open, setOpen] = useState(false);
  const [empty, setEmpty] = useState(true);
  const inputRef = useRef<HTMLInputElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = (inputRef.current?.value ?? "").trim().toLowerCase();
    if (!text) return;
    setOpen(false);
    router.push(`/products?${new URLSearchParams({ search: text })}`);
  };
  const toggle = () => {
    setOpen((value) => !value);
    if (!open) requestAnimationFrame(() => inputRef.current?.focus());
  };
  const closeOnEscape = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key === "Escape" && open) {
      setOpen(false);
      toggleRef.current?.focus();
    }
  };

  return (
    <div className="flex items-center narrow:flex-1 narrow:justify-end">
      <button
        ref={toggleRef}
        type="button"
        aria-expanded={open}
        aria-controls={formId}
        aria-label={t("catalogueSearch")}
        onClick={toggle}
        className="grid size-10 place-items-center rounded-lg border border-stone-300 text-stone-800 hover:bg-stone-100 narrow:hidden"
      >
        {open ? <X aria-hidden="true" className="size-5" /> : <Search aria-hidden="true" className="size-5" />}
      </button>
      <form
        id={formId}
        role="search"
        action="/products"
        method="get"
        onSubmit={submit}
        onKeyDown={closeOnEscape}
        className={`${open ? "flex" : "hidden"} absolute inset-x-0 top-full z-40 gap-2 border-b border-stone-200 bg-white px-4 py-3 shadow-lg narrow:static narrow:flex narrow:w-full narrow:max-w-xs narrow:border-0 narrow:p-0 narrow:shadow-none xl:max-w-sm`}
      >
        <label htmlFor={id} className="sr-only">
          {t("searchProducts")}
        </label>
        <input
          ref={inputRef}
          id={id}
          name="search"
          type="search"
          onChange={(event) => setEmpty(event.target.value.trim() === "")}
          placeholder={tCatalogFilters("searchPlaceholder")}
          maxLength={100}
          autoComplete="off"
          enterKeyHint="search"
          className="min-w-0 flex-1 rounded-lg border border-stone-300 bg-white px-3 py-2 text-base text-stone-900 outline-none placeholder:text-stone-500 focus-visible:border-brand-600 narrow:py-1.5 narrow:text-sm"
        />
        <button
          type="submit"
          disabled={empty}
          aria-label={t("searchProducts")}
          className="grid shrink-0 place-items-center rounded-lg bg-brand-600 px-3 text-white hover:bg-brand-700 disabled:cursor-not-allowed disabled:bg-stone-300 disabled:text-stone-600"
        >
          <Search aria-hidden="true" className="size-4" />
        </button>
      </form>
    </div>
  );
}
