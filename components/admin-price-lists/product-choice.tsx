"use client";

import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useEffect, useState, type Ref } from "react";
import { useTranslations } from "next-intl";
import type { ProductView } from "@/lib/catalog/product-view";
import { productList } from "@/client/api-client/catalog";
import { centsToDecimal, toCents } from "@/lib/shared/pricing/money";
import { Combobox, type ComboboxOption } from "@/components/ui/combobox";

/** How long typing rests before the catalogue is searched (as the staff's cart search waits). */
const TYPING_PAUSE_MS = 200;

export interface ChosenProduct {
  id: number;
  name: string;
  box_quantity: number;
  /** A case at the product's list price (staff read prices), as a decimal string. */
  list_case_price: string | null;
}

/**
 * A product of a price list's row: the kit's Combobox over the back office's catalogue search
 * (product_list: name, item code or barcode, every active product, in stock or not), the first
 * page of matches. Before anything is typed it lists the catalogue's first page. The row's product
 * shows by its name even when it is not among the matches.
 */
export function ProductChoice({
  id,
  value,
  valueLabel,
  onChange,
  onBlur,
  ref,
  labelledBy,
  describedBy,
  invalid,
}: {
  id: string;
  value: number | null;
  valueLabel: string;
  onChange: (product: ChosenProduct) => void;
  onBlur?: () => void;
  ref?: Ref<HTMLButtonElement>;
  labelledBy: string;
  describedBy?: string;
  invalid?: boolean;
}) {
  const t = useTranslations("adminPriceLists");
  const [typed, setTyped] = useState("");
  const [term, setTerm] = useState("");
  useEffect(() => {
    const timer = setTimeout(() => setTerm(typed.trim()), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const query = useQuery({
    queryKey: ["price-list-product-choice", term],
    queryFn: ({ signal }) => productList({ is_deleted: "false", page: "1", search: term || undefined }, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
  const products: ProductView[] = query.data?.results ?? [];
  const options: ComboboxOption<number>[] = products.map((p) => ({
    value: p.id,
    label: p.name,
    description: [p.item, t("caseOf", { n: p.box_quantity })].filter(Boolean).join(" · "),
  }));
  return (
    <Combobox<number>
      id={id}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      aria-invalid={invalid}
      ref={ref}
      value={value}
      valueLabel={valueLabel || undefined}
      options={options}
      filter={false}
      onQueryChange={setTyped}
      loading={query.isFetching && options.length === 0}
      onChange={(chosen) => {
        const product = products.find((p) => p.id === chosen);
        if (!product) return;
        const listCase = product.price === undefined ? null : centsToDecimal(toCents(product.price) * product.box_quantity);
        onChange({ id: product.id, name: product.name, box_quantity: product.box_quantity, list_case_price: listCase });
      }}
      onBlur={onBlur}
      placeholder={t("chooseProduct")}
      searchPlaceholder={t("searchProducts")}
      emptyMessage={t("noProductMatch")}
      // The whole name, wrapped: "… 10 kg" and "… 4.5 kg" differ at their end.
      className="[&>span]:whitespace-normal"
    />
  );
}
