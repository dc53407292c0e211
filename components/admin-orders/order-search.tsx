"use client";

import { Search } from "lucide-react";
import { useRouter } from "next/navigation";
import { useId, useState, type ChangeEvent, type FormEvent } from "react";
import { adminOrdersMessages as t } from "@/lib/shared/messages/admin-orders";
import { controlStyles } from "@/components/ui/form-field";
import { buttonStyles } from "@/components/ui/button";
import { adminOrdersHref, type AdminOrdersView } from "./admin-orders-url";

/**
 * The customer search of /admin/orders (docs/product.md §2, §5): Enter or the Search button (disabled while
 * the box is empty) searches, lowercased; an emptied box shows every order again. The sort and
 * filter stay; the page goes back to 1. A plain GET form underneath, before the script has loaded.
 */
export function OrderSearch({ view }: { view: AdminOrdersView }) {
  const router = useRouter();
  const id = useId();
  const search = view.search ?? "";
  const [text, setText] = useState(search);
  const [shown, setShown] = useState(search);
  if (search !== shown) {
    setShown(search);
    setText(search);
  }
  const go = (term: string) => router.push(adminOrdersHref({ ...view, search: term || undefined, page: undefined }));
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (text.trim()) go(text.trim().toLowerCase());
  };
  const change = (event: ChangeEvent<HTMLInputElement>) => {
    setText(event.target.value);
    if (event.target.value === "" && search) go("");
  };
  return (
    <form role="search" action="/admin/orders" method="get" onSubmit={submit} className="flex w-full max-w-xl gap-2">
      {view.sort && <input type="hidden" name="sort" value={view.sort} />}
      {view.status && <input type="hidden" name="status" value={view.status} />}
      {view.delivered_status && <input type="hidden" name="delivered_status" value={view.delivered_status} />}
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
        className={`${controlStyles()} min-w-0 flex-1`}
      />
      <button type="submit" disabled={text.trim() === ""} className={`${buttonStyles.primary} shrink-0`}>
        <Search aria-hidden="true" className="size-4" />
        {t.search}
      </button>
    </form>
  );
}
