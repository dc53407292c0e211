import { Search } from "lucide-react";
import type { InputHTMLAttributes } from "react";
import { buttonStyles, controlStyles } from "./control-styles";
import { cx } from "@/lib/shared/ui/class-names";

export interface SearchFormProps {
  /** The list page the search goes to, e.g. "/admin/products". */
  action: string;
  /** The field's id (its label points at it). */
  id: string;
  /** The label screen readers read; the placeholder shows what may be typed. */
  label: string;
  placeholder: string;
  buttonLabel: string;
  /** The current search. */
  defaultValue?: string;
  /** Parameters the search keeps (the tab, a filter); undefined ones are left out. */
  keep?: Record<string, string | undefined>;
  className?: string;
}

/** The parameters a search keeps, the label and the box: the fields of SearchForm and SearchBox. */
export function SearchFields({
  id,
  label,
  placeholder,
  keep = {},
  ...box
}: Pick<SearchFormProps, "id" | "label" | "placeholder" | "keep"> & Pick<InputHTMLAttributes<HTMLInputElement>, "value" | "defaultValue" | "onChange">) {
  return (
    <>
      {Object.entries(keep).map(([name, value]) => value !== undefined && <input key={name} type="hidden" name={name} value={value} />)}
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <input
        id={id}
        name="search"
        type="search"
        {...box}
        placeholder={placeholder}
        maxLength={100}
        autoComplete="off"
        enterKeyHint="search"
        className={`${controlStyles()} min-w-0 flex-1 placeholder:text-stone-500`}
      />
    </>
  );
}

/**
 * The search box of a server-rendered list: a plain GET form, so Enter or the button searches
 * (dropping the page number) before any script has loaded, and the search stays in the URL.
 */
export function SearchForm({ action, id, label, placeholder, buttonLabel, defaultValue, keep, className }: SearchFormProps) {
  return (
    <form action={action} method="get" role="search" className={cx("mb-5 flex max-w-xl gap-2", className)}>
      <SearchFields id={id} label={label} placeholder={placeholder} keep={keep} defaultValue={defaultValue} />
      <button type="submit" className={buttonStyles.secondary}>
        <Search aria-hidden="true" className="size-4" />
        {buttonLabel}
      </button>
    </form>
  );
}
