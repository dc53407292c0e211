"use client";

import { ImageOff } from "lucide-react";
import { useRouter } from "@/client/i18n/navigation";
import { useEffect, useId, useState, type ReactNode } from "react";
import { toast } from "@/client/ui/toast";
import { fieldErrorsOf } from "@/client/api-client/api-error";
import { createProduct, updateProduct } from "@/client/api-client/products-admin";
import type { CategoryNode } from "@/lib/catalog/categories";
import { productCreateSchema, type ProductFieldsInput } from "@/lib/shared/catalog/product-schemas";
import { slugify } from "@/lib/shared/catalog/slug";
import { useTranslations } from "next-intl";
import { useSubmitForm } from "@/client/ui/use-submit-form";
import { FormField } from "@/components/ui/form-field";
import { FormActions } from "@/components/ui/form-actions";
import { TextField } from "@/components/ui/text-field";
import { SelectField } from "@/components/ui/select-field";
import { announceProductChange } from "./products-channel";

/*
 * The add and edit form of a product (docs/product.md §2 /admin/add-product and /admin/product/{id}, every
 * field of §7's multipart list), validated with the very schema the route handler uses. Create
 * stays disabled until a main category is chosen; after an edit in its own tab the window closes
 * itself (docs/product.md §4) and the list tab refreshes, or, when the browser keeps it open, it goes back
 * to the product list.
 */

export type ProductFormValues = Omit<ProductFieldsInput, "image" | "cat"> & { cat: string };

export interface ProductFormProps {
  mode: "add" | "edit";
  productId?: number;
  initial: ProductFormValues;
  imageUrl: string | null;
  categories: CategoryNode[];
  vendors: Array<{ id: number; name: string }>;
}

const ACCEPTED = ["image/jpeg", "image/png", "image/webp"];
const MAX_BYTES = 8 * 1024 * 1024;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="rounded-xl border border-stone-200 bg-white p-4 sm:p-6">
      <legend className="px-1 text-base font-semibold text-stone-900">{title}</legend>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}

export function ProductForm({ mode, productId, initial, imageUrl, categories, vendors }: ProductFormProps) {
  const tAdminProduct = useTranslations("adminProduct");
  const tToasts = useTranslations("toasts");
  const router = useRouter();
  const id = useId();
  const { form, field, submit, actions, setNavigating } = useSubmitForm(productCreateSchema, initial);
  const [mainId, subId] = String(form.watch("cat") ?? "").split(",");
  const subcategories = categories.find((c) => String(c.id) === mainId)?.children ?? [];
  const [preview, setPreview] = useState<string | null>(imageUrl);
  const [imageError, setImageError] = useState<string | undefined>();
  const [slugTouched, setSlugTouched] = useState(mode === "edit");
  const name = form.watch("name");
  const [closing, setClosing] = useState(false);

  useEffect(() => {
    if (!slugTouched) form.setValue("slug", slugify(name ?? ""), { shouldValidate: true });
  }, [name, slugTouched, form]);

  useEffect(() => () => {
    if (preview?.startsWith("blob:")) URL.revokeObjectURL(preview);
  }, [preview]);

  const setCategories = (main: string, sub: string) => {
    form.setValue("cat", sub ? `${main},${sub}` : main, { shouldValidate: true, shouldTouch: true, shouldDirty: true });
  };

  const chooseImage = (file: File | undefined) => {
    setImageError(undefined);
    if (!file) {
      form.setValue("image" as never, undefined as never);
      setPreview(imageUrl);
      return;
    }
    if (!ACCEPTED.includes(file.type)) return setImageError(tAdminProduct("imageType"));
    if (file.size > MAX_BYTES) return setImageError(tAdminProduct("imageTooLarge"));
    form.setValue("image" as never, file as never);
    setPreview(URL.createObjectURL(file));
  };

  const fieldError = (key: string) => (form.formState.errors as Record<string, { message?: string } | undefined>)[key]?.message;

  const onSubmit = submit(async () => {
    const values = { ...form.getValues(), image: (form.getValues() as { image?: File }).image } as ProductFieldsInput;
    // An edit sends only what staff changed: the units on hand as the tab loaded them must not
    // overwrite what order confirmations took off meanwhile, nor an unchanged category be checked again.
    const changed = Object.fromEntries(
      Object.entries(values).filter(([key, value]) => key === "image" ? value !== undefined : (form.formState.dirtyFields as Record<string, unknown>)[key]),
    ) as Partial<ProductFieldsInput>;
    try {
      if (mode === "add") {
        await createProduct(values);
        toast.success(tToasts("productAdded"), { duration: 2000 });
        setNavigating(true);
        router.push("/admin/products");
        router.refresh();
        return;
      }
      await updateProduct({ id: productId! }, changed);
    } catch (failure) {
      // The server's field messages show under their fields, and its first words on the error line.
      for (const [key, message] of fieldErrorsOf(failure, [...Object.keys(form.getValues()), "image"])) {
        if (key === "image") setImageError(message);
        else form.setError(key as keyof ProductFormValues, { message });
      }
      throw failure;
    }
    toast.success(tToasts("productEdited"), { duration: 2000 });
    announceProductChange(tToasts("productEdited"));
    setNavigating(true);
    setClosing(true);
    // docs/product.md §4: after an edit the window closes itself. A browser only lets a script close a tab
    // it opened (or one opened as a new tab from a link): otherwise go back to the list.
    setTimeout(() => {
      window.close();
      setTimeout(() => {
        router.push("/admin/products");
        router.refresh();
      }, 300);
    }, 900);
  });

  const mainCategoryMissing = !mainId;

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-6" aria-describedby={mode === "add" && mainCategoryMissing ? `${id}-main-first` : undefined}>
      <Section title={tAdminProduct("sectionProduct")}>
        <TextField id={`${id}-item`} label={tAdminProduct("fieldItem")} autoComplete="off" {...field("item")} />
        <TextField id={`${id}-barcode`} label={tAdminProduct("fieldBarcode")} optional autoComplete="off" inputMode="numeric" {...field("barcode")} />
        <TextField
          id={`${id}-name`}
          label={tAdminProduct("fieldName")}
          className="sm:col-span-2"
          autoComplete="off"
          {...field("name")}
        />
        <TextField
          id={`${id}-name-fr`}
          label={tAdminProduct("fieldNameFr")}
          hint={tAdminProduct("nameFrHint")}
          optional
          lang="fr-CA"
          className="sm:col-span-2"
          autoComplete="off"
          {...field("name_fr")}
        />
        <TextField
          id={`${id}-slug`}
          label={tAdminProduct("fieldSlug")}
          hint={mode === "add" ? tAdminProduct("slugHintAdd") : tAdminProduct("slugHintEdit")}
          className="sm:col-span-2"
          autoComplete="off"
          {...form.register("slug", { onChange: () => setSlugTouched(true) })}
          error={fieldError("slug")}
        />
        <div className="flex flex-col gap-3 sm:col-span-2 sm:flex-row sm:items-start">
          <div className="flex size-32 shrink-0 items-center justify-center overflow-hidden rounded-lg border border-stone-200 bg-stone-50">
            {preview ? (
              // eslint-disable-next-line @next/next/no-img-element -- a local blob: preview, not a page asset
              <img src={preview} alt={tAdminProduct("imagePreview")} className="size-full object-cover" />
            ) : (
              <span className="flex flex-col items-center gap-1 text-xs text-stone-600">
                <ImageOff aria-hidden="true" className="size-6" />
                {tAdminProduct("noImage")}
              </span>
            )}
          </div>
          <FormField id={`${id}-image`} label={tAdminProduct("fieldImage")} hint={tAdminProduct("imageHint")} error={imageError} optional className="flex-1">
            {(control) => (
              <input
                {...control}
                type="file"
                accept={ACCEPTED.join(",")}
                onChange={(event) => chooseImage(event.target.files?.[0])}
                className="text-sm file:mr-3 file:rounded-lg file:border file:border-stone-300 file:bg-white file:px-3 file:py-2 file:text-sm file:font-semibold file:text-stone-800 hover:file:bg-stone-100"
              />
            )}
          </FormField>
        </div>
      </Section>

      <Section title={tAdminProduct("sectionPrice")}>
        <TextField id={`${id}-price`} label={tAdminProduct("fieldPrice")} inputMode="decimal" autoComplete="off" {...field("price")} />
        <TextField id={`${id}-cost`} label={tAdminProduct("fieldCost")} inputMode="decimal" autoComplete="off" {...field("cost")} />
        <TextField id={`${id}-special`} label={tAdminProduct("fieldSpecial")} hint={tAdminProduct("specialHint")} inputMode="decimal" autoComplete="off" optional {...field("special")} />
        <SelectField id={`${id}-actions`} label={tAdminProduct("fieldActions")} error={fieldError("actions")} {...form.register("actions")}>
          <option value="None">{tAdminProduct("actionNone")}</option>
          <option value="10-1">{tAdminProduct("action101")}</option>
        </SelectField>
        <SelectField id={`${id}-sales-tax`} label={tAdminProduct("fieldSalesTax")} error={fieldError("sales_tax_code")} {...form.register("sales_tax_code")}>
          <option value="G">{tAdminProduct("taxG")}</option>
          <option value="E">{tAdminProduct("taxE")}</option>
        </SelectField>
        <SelectField id={`${id}-purchase-tax`} label={tAdminProduct("fieldPurchaseTax")} error={fieldError("purchase_tax_code")} {...form.register("purchase_tax_code")}>
          <option value="G">{tAdminProduct("taxG")}</option>
          <option value="E">{tAdminProduct("taxE")}</option>
        </SelectField>
        {/* docs/taxes.md: the provincial sales taxes' base (BC PST, MB RST, SK PST); basic food is exempt. */}
        <SelectField
          id={`${id}-provincial-tax`}
          label={tAdminProduct("fieldProvincialTax")}
          hint={tAdminProduct("provincialTaxHint")}
          error={fieldError("provincial_tax_class")}
          {...form.register("provincial_tax_class")}
        >
          <option value="exempt">{tAdminProduct("provincialTaxExempt")}</option>
          <option value="taxable">{tAdminProduct("provincialTaxTaxable")}</option>
        </SelectField>
      </Section>

      <Section title={tAdminProduct("sectionStock")}>
        <TextField id={`${id}-box`} label={tAdminProduct("fieldBoxQuantity")} hint={tAdminProduct("boxQuantityHint")} inputMode="numeric" autoComplete="off" {...field("box_quantity")} />
        <SelectField id={`${id}-stock`} label={tAdminProduct("fieldStock")} error={fieldError("stock")} {...form.register("stock")}>
          <option value="true">{tAdminProduct("inStock")}</option>
          <option value="false">{tAdminProduct("outOfStock")}</option>
        </SelectField>
        <TextField id={`${id}-quantity`} label={tAdminProduct("fieldQuantity")} inputMode="numeric" autoComplete="off" {...field("quantity")} />
        <TextField id={`${id}-reorder`} label={tAdminProduct("fieldReorder")} hint={tAdminProduct("reorderHint")} inputMode="numeric" autoComplete="off" {...field("need_to_reorder_below")} />
      </Section>

      <Section title={tAdminProduct("sectionPlacement")}>
        <SelectField
          id={`${id}-main-category`}
          label={tAdminProduct("fieldMainCategory")}
          error={fieldError("cat")}
          value={mainId ?? ""}
          onChange={(event) => setCategories(event.target.value, "")}
          onBlur={() => form.trigger("cat")}
          required
        >
          <option value="">{tAdminProduct("chooseMainCategory")}</option>
          {categories.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </SelectField>
        <SelectField id={`${id}-subcategory`} label={tAdminProduct("fieldSubcategory")} value={subId ?? ""} onChange={(event) => setCategories(mainId ?? "", event.target.value)} disabled={subcategories.length === 0}>
          <option value="">{tAdminProduct("noSubcategory")}</option>
          {subcategories.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </SelectField>
        <SelectField id={`${id}-vendor`} label={tAdminProduct("fieldVendor")} error={fieldError("vendor")} {...form.register("vendor")}>
          <option value="">{tAdminProduct("noVendor")}</option>
          {vendors.map((v) => (
            <option key={v.id} value={v.id}>
              {v.name}
            </option>
          ))}
        </SelectField>
        <TextField id={`${id}-ordering`} label={tAdminProduct("fieldOrdering")} hint={tAdminProduct("orderingHint")} inputMode="numeric" autoComplete="off" {...field("ordering")} />
      </Section>

      <div className="flex flex-col gap-3">
        {mode === "add" && mainCategoryMissing && (
          <p id={`${id}-main-first`} className="text-sm text-stone-700">
            {tAdminProduct("mainCategoryFirst")}
          </p>
        )}
        {closing && (
          <p role="status" className="text-sm text-stone-700">
            {tAdminProduct("closing")}
          </p>
        )}
        <FormActions
          {...actions}
          invalid={actions.invalid || mainCategoryMissing || Boolean(imageError)}
          error={actions.error}
          cancel={{ href: "/admin/products", label: tAdminProduct("cancel") }}
        >
          {mode === "add" ? tAdminProduct("create") : tAdminProduct("save")}
        </FormActions>
      </div>
    </form>
  );
}
