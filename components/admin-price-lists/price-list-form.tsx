"use client";

import { Plus, Trash2 } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { useEffect, useId, useMemo, useRef, type ReactNode } from "react";
import { Controller, useFieldArray, type FieldPath } from "react-hook-form";
import { useRouter } from "@/client/i18n/navigation";
import { fieldErrorsOf } from "@/client/api-client/api-error";
import { toast } from "@/client/ui/toast";
import { formatCad, toCents } from "@/lib/shared/pricing/money";
import type { Locale } from "@/lib/shared/i18n/locales";
import { useSubmitForm } from "@/client/ui/use-submit-form";
import { createPriceList, updatePriceList, type PriceListDetail } from "@/client/api-client/price-lists";
import {
  priceListBodyOf,
  priceListFormSchema,
  priceListFormValuesOf,
  type PriceListFormInput,
  type PriceListFormTexts,
} from "@/lib/shared/pricing/price-list-form";
import { buttonStyles } from "@/components/ui/button";
import { fieldLabelId, FormField } from "@/components/ui/form-field";
import { FormActions } from "@/components/ui/form-actions";
import { QueryScope } from "@/components/ui/query-scope";
import { SelectField } from "@/components/ui/select-field";
import { TextField } from "@/components/ui/text-field";
import type { CategoryChoice } from "./category-choices";
import { entryErrorsOf } from "./entry-errors";
import { ProductChoice } from "./product-choice";

const SERVER_FIELDS = ["name", "valid_from", "valid_to"] as const satisfies readonly FieldPath<PriceListFormInput>[];

type Section = "contracts" | "discounts" | "breaks";

/**
 * /admin/add-price-list and /admin/price-list/{id} (issue 30): the list's name and validity
 * period, and its entries in three sections (contract prices, category discounts, quantity breaks),
 * rows added and removed in the browser and saved together: POST /api/price-lists/ for a new list
 * (then its own page, where its customers, import and export are), PATCH with every entry for one
 * that exists (the server replaces them all). The rules are checked here as the API checks them;
 * a field message of the server shows under its field, an entry's under its row.
 */
export function PriceListForm({ priceList, categories }: { priceList?: PriceListDetail; categories: CategoryChoice[] }) {
  return (
    <QueryScope>
      <PriceListFormContent priceList={priceList} categories={categories} />
    </QueryScope>
  );
}

function PriceListFormContent({ priceList, categories }: { priceList?: PriceListDetail; categories: CategoryChoice[] }) {
  const t = useTranslations("adminPriceLists");
  const router = useRouter();
  const locale = useLocale() as Locale;
  const id = useId();
  const texts: PriceListFormTexts = useMemo(
    () => ({
      productRequired: t("productRequired"),
      categoryRequired: t("categoryRequired"),
      casePrice: t("casePrice"),
      percentRange: t("percentRange"),
      fromCasesRange: t("fromCasesRange"),
      date: t("date"),
      periodOrder: t("periodOrder"),
      duplicateContract: t("duplicateContract"),
      duplicateDiscount: t("duplicateDiscount"),
      duplicateBreak: t("duplicateBreak"),
    }),
    [t],
  );
  const schema = useMemo(() => priceListFormSchema(texts), [texts]);
  const initial = useMemo(() => priceListFormValuesOf(priceList), [priceList]);
  const { form, field, submit, actions, clear, setNavigating } = useSubmitForm(schema, initial, { serverFields: SERVER_FIELDS });
  const contracts = useFieldArray({ control: form.control, name: "contracts" });
  const discounts = useFieldArray({ control: form.control, name: "discounts" });
  const breaks = useFieldArray({ control: form.control, name: "breaks" });
  const addContractButton = useRef<HTMLButtonElement>(null);
  const addDiscountButton = useRef<HTMLButtonElement>(null);
  const addBreakButton = useRef<HTMLButtonElement>(null);

  // The page's list again (after an import, or this form's own save): the form shows what is saved.
  useEffect(() => form.reset(initial), [form, initial]);

  /**
   * A row's message (nested paths, which `field` does not read), once the field has been left, the
   * form sent, or the server refused it: react-hook-form checks a whole section when a row is added,
   * and a row just added is not wrong yet.
   */
  const errorOf = (name: FieldPath<PriceListFormInput>) => {
    const { error, isTouched } = form.getFieldState(name, form.formState);
    return error && (isTouched || form.formState.isSubmitted || error.type === "server") ? error.message : undefined;
  };
  /** A row's field: registered, with its message. */
  const rowField = (name: FieldPath<PriceListFormInput>) => ({ ...form.register(name, { onChange: clear }), error: errorOf(name) });

  const onSubmit = submit(async (values) => {
    const body = priceListBodyOf(values);
    try {
      if (priceList) {
        await updatePriceList({ id: priceList.id }, body);
        toast.success(t("saved"), { duration: 2000 });
        router.refresh();
      } else {
        const created = await createPriceList(body);
        toast.success(t("created"), { duration: 2000 });
        setNavigating(true);
        router.push(`/admin/price-list/${created.id}`);
      }
    } catch (failure) {
      // An entry the server refused: its message under its row's field, the first one focused unless
      // the name or a date is refused too (useSubmitForm shows those, and focuses the first).
      const named = entryErrorsOf(failure, values);
      const formFields = fieldErrorsOf(failure, SERVER_FIELDS).length > 0;
      named.forEach(([name, message], index) => form.setError(name, { type: "server", message }, { shouldFocus: index === 0 && !formFields }));
      if (named.length === 0 || formFields) throw failure;
    }
  });

  const removeRow = (section: Section, index: number) => {
    ({ contracts, discounts, breaks })[section].remove(index);
    clear();
    // Focus stays in the section: on its Add button.
    ({ contracts: addContractButton, discounts: addDiscountButton, breaks: addBreakButton })[section].current?.focus();
  };

  const productCell = (section: "contracts" | "breaks", index: number, rowId: string) => {
    const name = `${section}.${index}.product` as const;
    const error = errorOf(name);
    return (
      <FormField id={rowId} label={t("fieldProduct")} error={error} className="sm:col-span-1">
        {(control) => (
          <Controller
            control={form.control}
            name={name}
            render={({ field: product }) => (
              <ProductChoice
                id={control.id}
                labelledBy={fieldLabelId(rowId)}
                describedBy={control["aria-describedby"]}
                invalid={control["aria-invalid"]}
                ref={product.ref}
                value={product.value ?? null}
                valueLabel={form.getValues(`${section}.${index}.product_name`)}
                onChange={(chosen) => {
                  form.setValue(`${section}.${index}.product_name`, chosen.name);
                  form.setValue(`${section}.${index}.box_quantity`, chosen.box_quantity);
                  form.setValue(`${section}.${index}.list_case_price`, chosen.list_case_price);
                  product.onChange(chosen.id);
                  clear();
                }}
                onBlur={product.onBlur}
              />
            )}
          />
        )}
      </FormField>
    );
  };

  /** "Case of 4 · list price $44.00": what the row's price is compared with. */
  const caseHint = (section: "contracts" | "breaks", index: number) => {
    if (!form.watch(`${section}.${index}.product`)) return undefined;
    const n = form.watch(`${section}.${index}.box_quantity`);
    const list = form.watch(`${section}.${index}.list_case_price`);
    return list ? t("caseOfListPrice", { n, price: formatCad(toCents(list), locale) }) : t("caseOf", { n });
  };

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-6">
      <section aria-labelledby={`${id}-details`} className="flex flex-col gap-5 rounded-xl border border-stone-200 bg-white p-4 sm:p-6">
        <h2 id={`${id}-details`} className="text-base font-semibold text-stone-900">
          {t("detailsTitle")}
        </h2>
        <TextField id={`${id}-name`} label={t("fieldName")} required autoComplete="off" maxLength={100} {...field("name")} />
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField id={`${id}-valid-from`} label={t("fieldValidFrom")} type="date" optional {...field("valid_from")} />
          <TextField id={`${id}-valid-to`} label={t("fieldValidTo")} type="date" optional {...field("valid_to")} />
        </div>
        <p className="-mt-2 text-sm text-stone-600">{t("validityHint")}</p>
      </section>

      <EntrySection
        id={`${id}-contracts`}
        title={t("contractsTitle")}
        text={t("contractsText")}
        empty={t("noContracts")}
        count={contracts.fields.length}
        addLabel={t("addContract")}
        addRef={addContractButton}
        onAdd={() => contracts.append({ product: null, product_name: "", box_quantity: 1, list_case_price: null, case_price: "" }, { focusName: `contracts.${contracts.fields.length}.product` })}
      >
        {contracts.fields.map((row, index) => {
          const rowId = `${id}-contract-${row.id}`;
          return (
            <EntryRow key={row.id} columns="sm:grid-cols-[minmax(0,1fr)_10rem]" removeLabel={t("removeContract", { n: index + 1 })} onRemove={() => removeRow("contracts", index)}>
              {productCell("contracts", index, `${rowId}-product`)}
              <TextField id={`${rowId}-price`} label={t("fieldCasePrice")} inputMode="decimal" autoComplete="off" hint={caseHint("contracts", index)} {...rowField(`contracts.${index}.case_price`)} />
            </EntryRow>
          );
        })}
      </EntrySection>

      <EntrySection
        id={`${id}-discounts`}
        title={t("discountsTitle")}
        text={t("discountsText")}
        empty={t("noDiscounts")}
        count={discounts.fields.length}
        addLabel={t("addDiscount")}
        addRef={addDiscountButton}
        onAdd={() => discounts.append({ category: "", percent_off: "" }, { focusName: `discounts.${discounts.fields.length}.category` })}
      >
        {discounts.fields.map((row, index) => {
          const rowId = `${id}-discount-${row.id}`;
          return (
            <EntryRow key={row.id} columns="sm:grid-cols-[minmax(0,1fr)_10rem]" removeLabel={t("removeDiscount", { n: index + 1 })} onRemove={() => removeRow("discounts", index)}>
              <SelectField id={`${rowId}-category`} label={t("fieldCategory")} {...rowField(`discounts.${index}.category`)}>
                <option value="">{t("chooseCategory")}</option>
                {categories.map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.inTrash ? t("categoryInTrash", { name: c.name }) : c.parent ? t("subcategory", { parent: c.parent, name: c.name }) : c.name}
                  </option>
                ))}
              </SelectField>
              <TextField id={`${rowId}-percent`} label={t("fieldPercentOff")} inputMode="decimal" autoComplete="off" hint={t("percentHint")} {...rowField(`discounts.${index}.percent_off`)} />
            </EntryRow>
          );
        })}
      </EntrySection>

      <EntrySection
        id={`${id}-breaks`}
        title={t("breaksTitle")}
        text={t("breaksText")}
        empty={t("noBreaks")}
        count={breaks.fields.length}
        addLabel={t("addBreak")}
        addRef={addBreakButton}
        onAdd={() => breaks.append({ product: null, product_name: "", box_quantity: 1, list_case_price: null, from_cases: "", case_price: "" }, { focusName: `breaks.${breaks.fields.length}.product` })}
      >
        {breaks.fields.map((row, index) => {
          const rowId = `${id}-break-${row.id}`;
          return (
            <EntryRow key={row.id} columns="sm:grid-cols-[minmax(0,1fr)_8rem_10rem]" removeLabel={t("removeBreak", { n: index + 1 })} onRemove={() => removeRow("breaks", index)}>
              {productCell("breaks", index, `${rowId}-product`)}
              <TextField id={`${rowId}-from`} label={t("fieldFromCases")} inputMode="numeric" autoComplete="off" {...rowField(`breaks.${index}.from_cases`)} />
              <TextField id={`${rowId}-price`} label={t("fieldCasePrice")} inputMode="decimal" autoComplete="off" hint={caseHint("breaks", index)} {...rowField(`breaks.${index}.case_price`)} />
            </EntryRow>
          );
        })}
      </EntrySection>

      <div className="flex flex-col gap-3">
        <FormActions {...actions} className="sm:min-w-32" cancel={{ href: "/admin/price-lists", label: t("cancel") }}>
          {priceList ? t("save") : t("create")}
        </FormActions>
      </div>
    </form>
  );
}

function EntrySection({
  id,
  title,
  text,
  empty,
  count,
  addLabel,
  addRef,
  onAdd,
  children,
}: {
  id: string;
  title: string;
  text: string;
  empty: string;
  count: number;
  addLabel: string;
  addRef: React.RefObject<HTMLButtonElement | null>;
  onAdd: () => void;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={`${id}-title`} aria-describedby={`${id}-text`} className="flex flex-col gap-4 rounded-xl border border-stone-200 bg-white p-4 sm:p-6">
      <div>
        <h2 id={`${id}-title`} className="text-base font-semibold text-stone-900">
          {title}
        </h2>
        <p id={`${id}-text`} className="mt-1 text-sm text-stone-600">
          {text}
        </p>
      </div>
      {count === 0 ? <p className="text-sm text-stone-600 italic">{empty}</p> : <ul className="flex flex-col divide-y divide-stone-100">{children}</ul>}
      <div>
        <button ref={addRef} type="button" onClick={onAdd} className={buttonStyles.secondary}>
          <Plus aria-hidden="true" className="size-4" />
          {addLabel}
        </button>
      </div>
    </section>
  );
}

function EntryRow({ columns, removeLabel, onRemove, children }: { columns: string; removeLabel: string; onRemove: () => void; children: ReactNode }) {
  const t = useTranslations("adminPriceLists");
  return (
    <li className="flex flex-col gap-3 py-3 first:pt-0 last:pb-0 sm:flex-row sm:items-start">
      <div className={`grid min-w-0 flex-1 gap-3 ${columns}`}>{children}</div>
      <button
        type="button"
        onClick={onRemove}
        aria-label={removeLabel}
        title={removeLabel}
        className={`${buttonStyles.secondary} self-start px-3 sm:mt-6`}
      >
        <Trash2 aria-hidden="true" className="size-4" />
        {/* Said on narrow screens, where the button sits under the row; its name says which row. */}
        <span aria-hidden="true" className="sm:hidden">
          {t("remove")}
        </span>
      </button>
    </li>
  );
}
