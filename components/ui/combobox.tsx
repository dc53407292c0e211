"use client";

import { Check, ChevronsUpDown, Search } from "lucide-react";
import { Popover } from "radix-ui";
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode, type Ref } from "react";
import { useTranslations } from "next-intl";
import { cx } from "@/lib/shared/ui/class-names";
import { matchesSearch } from "@/client/ui/search-match";
import { controlStyles } from "./form-field";
import { Spinner } from "./spinner";

export interface ComboboxOption<Value extends string | number = string> {
  value: Value;
  label: string;
  /** A second, smaller line: the customer's email under the company name. */
  description?: string;
  /** More words that find this option (searched, not shown). */
  keywords?: string;
}

export interface ComboboxProps<Value extends string | number> {
  options: ComboboxOption<Value>[];
  /** The chosen value (react-hook-form: `field.value`). */
  value: Value | null | undefined;
  onChange: (value: Value) => void;
  /** Called when focus leaves the closed control (react-hook-form: `field.onBlur`). */
  onBlur?: () => void;
  ref?: Ref<HTMLButtonElement>;
  /** The trigger's id; a FormField's label points at it. */
  id?: string;
  name?: string;
  "aria-label"?: string;
  /** The id of the visible label (with a FormField: `fieldLabelId(id)`). */
  "aria-labelledby"?: string;
  "aria-describedby"?: string;
  "aria-invalid"?: boolean;
  disabled?: boolean;
  placeholder?: string;
  searchPlaceholder?: string;
  emptyMessage?: ReactNode;
  /**
   * How typing filters (default: every word in the label, description or keywords, ignoring case
   * and accents). `false` when the caller filters, e.g. searching the server on `onQueryChange`.
   */
  filter?: ((option: ComboboxOption<Value>, query: string) => boolean) | false;
  onQueryChange?: (query: string) => void;
  /** The options are being fetched. */
  loading?: boolean;
  /** What to show for a value that is not among the options (a server search's earlier choice). */
  valueLabel?: string;
  className?: string;
}

const defaultFilter = (option: ComboboxOption<string | number>, query: string) =>
  matchesSearch(`${option.label} ${option.description ?? ""} ${option.keywords ?? ""}`, query);

/**
 * A searchable single select (the "Select customer" picker): a button showing the choice opens a
 * popover with a search box and the list below it (500 px high at most). Typing filters, the arrow
 * keys move, Enter chooses, Escape closes; focus goes back to the button.
 */
export function Combobox<Value extends string | number>({
  options,
  value,
  onChange,
  onBlur,
  ref,
  id,
  name,
  "aria-label": ariaLabel,
  "aria-labelledby": labelledBy,
  "aria-describedby": describedBy,
  "aria-invalid": invalid,
  disabled,
  placeholder: placeholderProp,
  searchPlaceholder: searchPlaceholderProp,
  emptyMessage: emptyMessageProp,
  filter,
  onQueryChange,
  loading = false,
  valueLabel,
  className,
}: ComboboxProps<Value>) {
  const t = useTranslations("ui");
  const placeholder = placeholderProp ?? t("select");
  const searchPlaceholder = searchPlaceholderProp ?? t("searchPlaceholder");
  const emptyMessage = emptyMessageProp ?? t("noResults");
  const baseId = useId();
  const triggerId = id ?? `${baseId}-trigger`;
  const listId = `${baseId}-list`;
  const optionId = (index: number) => `${baseId}-option-${index}`;
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState("");
  const [active, setActive] = useState(0);
  const inputRef = useRef<HTMLInputElement>(null);

  const matches = filter === false ? () => true : (filter ?? defaultFilter);
  const shown = options.map((option, index) => ({ option, index })).filter(({ option }) => matches(option, query));
  const selected = options.find((option) => option.value === value);
  const activeItem = shown[Math.min(active, shown.length - 1)];

  const activeId = open && activeItem ? optionId(activeItem.index) : undefined;
  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView?.({ block: "nearest" });
  }, [activeId]);

  const search = (next: string) => {
    setQuery(next);
    setActive(0);
    onQueryChange?.(next);
  };

  const openWith = (typed: string) => {
    setQuery(typed);
    onQueryChange?.(typed);
    const start = typed ? -1 : options.findIndex((option) => option.value === value);
    setActive(Math.max(0, start));
    setOpen(true);
  };

  const changeOpen = (next: boolean) => {
    if (next) openWith("");
    else setOpen(false);
  };

  const choose = (option: ComboboxOption<Value>) => {
    onChange(option.value);
    setOpen(false);
  };

  const onTriggerKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (open || disabled) return;
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      openWith("");
    } else if (event.key.length === 1 && event.key !== " " && !event.ctrlKey && !event.metaKey && !event.altKey) {
      event.preventDefault();
      openWith(event.key);
    }
  };

  const onSearchKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const last = shown.length - 1;
    if (event.key === "ArrowDown") {
      event.preventDefault();
      setActive(Math.min(last, active + 1));
    } else if (event.key === "ArrowUp") {
      event.preventDefault();
      setActive(Math.max(0, Math.min(last, active - 1)));
    } else if (event.key === "PageDown" || event.key === "PageUp") {
      event.preventDefault();
      setActive(event.key === "PageDown" ? Math.min(last, active + 10) : Math.max(0, active - 10));
    } else if (event.key === "Enter") {
      // Enter never submits the surrounding form from here.
      event.preventDefault();
      if (activeItem) choose(activeItem.option);
    } else if (event.key === "Tab") {
      event.preventDefault();
      setOpen(false);
    }
  };

  const shownLabel = selected?.label ?? (value !== null && value !== undefined ? valueLabel : undefined);
  const names = labelledBy ? { "aria-labelledby": labelledBy } : { "aria-label": ariaLabel };
  return (
    <Popover.Root open={open} onOpenChange={changeOpen}>
      {name && <input type="hidden" name={name} value={value ?? ""} />}
      <Popover.Trigger asChild>
        <button
          ref={ref}
          type="button"
          id={triggerId}
          role="combobox"
          aria-haspopup="listbox"
          aria-expanded={open}
          aria-controls={open ? listId : undefined}
          {...names}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          disabled={disabled}
          onKeyDown={onTriggerKeyDown}
          onBlur={() => !open && onBlur?.()}
          className={cx(controlStyles({ invalid }), "flex w-full items-center justify-between gap-2 text-left disabled:cursor-not-allowed disabled:bg-stone-100", className)}
        >
          <span className={cx("truncate", !shownLabel && "text-stone-500")}>{shownLabel ?? placeholder}</span>
          <ChevronsUpDown aria-hidden="true" className="size-4 shrink-0 text-stone-500" />
        </button>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="start"
          sideOffset={4}
          {...(labelledBy ? { "aria-labelledby": labelledBy } : { "aria-label": ariaLabel ?? t("search") })}
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            inputRef.current?.focus();
          }}
          className="z-50 flex max-h-(--radix-popover-content-available-height) w-(--radix-popover-trigger-width) min-w-64 flex-col overflow-hidden rounded-lg border border-stone-200 bg-white shadow-lg"
        >
          <div className="flex items-center gap-2 border-b border-stone-200 px-3">
            <Search aria-hidden="true" className="size-4 shrink-0 text-stone-500" />
            <input
              ref={inputRef}
              type="text"
              role="combobox"
              aria-autocomplete="list"
              aria-expanded="true"
              aria-controls={listId}
              aria-activedescendant={activeId}
              {...(labelledBy ? { "aria-labelledby": labelledBy } : { "aria-label": ariaLabel ?? t("search") })}
              autoComplete="off"
              spellCheck={false}
              placeholder={searchPlaceholder}
              value={query}
              onChange={(event) => search(event.target.value)}
              onKeyDown={onSearchKeyDown}
              className="h-10 min-w-0 flex-1 bg-transparent text-base outline-none placeholder:text-stone-500"
            />
          </div>
          <ul role="listbox" id={listId} {...names} className="max-h-[500px] min-h-0 overflow-y-auto py-1">
            {shown.map(({ option, index }) => {
              const isSelected = option.value === value;
              return (
                <li
                  key={index}
                  id={optionId(index)}
                  role="option"
                  aria-selected={isSelected}
                  data-active={activeItem?.index === index || undefined}
                  onMouseDown={(event) => event.preventDefault()}
                  onPointerMove={() => setActive(shown.findIndex((item) => item.index === index))}
                  onClick={() => choose(option)}
                  className="flex cursor-pointer items-start gap-2 px-3 py-2 text-sm text-stone-900 data-active:bg-brand-50"
                >
                  <Check aria-hidden="true" className={cx("mt-0.5 size-4 shrink-0 text-brand-700", !isSelected && "invisible")} />
                  <span className="min-w-0">
                    <span className="block truncate">{option.label}</span>
                    {option.description && <span className="block truncate text-xs text-stone-600">{option.description}</span>}
                  </span>
                </li>
              );
            })}
          </ul>
          <div role="status">
            {(loading || shown.length === 0) && (
              <p className="flex items-center gap-2 px-3 py-3 text-sm text-stone-600">
                {loading ? (
                  <>
                    <Spinner /> {t("loading")}
                  </>
                ) : (
                  emptyMessage
                )}
              </p>
            )}
          </div>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
