"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useEffect, useId, useState } from "react";
import { Controller, type Path } from "react-hook-form";
import { toast } from "@/client/ui/toast";
import { ApiError } from "@/client/api-client/api-error";
import { createCategory, updateCategory, type CategoryView } from "@/client/api-client/categories";
import { categorySchema, type CategoryFormInput } from "@/lib/shared/catalog/category-schemas";
import { slugify } from "@/lib/shared/catalog/slug";
import { adminCategoriesMessages as t } from "@/lib/shared/messages/admin-categories";
import { toastsMessages } from "@/lib/shared/messages/toasts";
import { useSubmitForm } from "@/client/ui/use-submit-form";
import { buttonStyles } from "@/components/ui/button";
import { Combobox } from "@/components/ui/combobox";
import { fieldLabelId, FormField } from "@/components/ui/form-field";
import { FormActions } from "@/components/ui/form-actions";
import { TextField } from "@/components/ui/text-field";

const FIELDS = ["name", "slug", "parent_category"] as const satisfies readonly Path<CategoryFormInput>[];

export interface CategoryFormProps {
  /** The category being edited; none on the add screen. */
  category?: CategoryView | null;
  /** Active top-level categories, which may be a parent. */
  parents: Array<{ id: number; name: string }>;
  /** The category has subcategories, so it stays at the top level. */
  hasSubcategories?: boolean;
}

/**
 * /admin/add-category and /admin/category/{id} (docs/product.md §2, §5): name, parent category ("None (top
 * level)" first) and the slug, which follows the name while it has not been typed in. A slug left
 * as derived is sent blank, so the server makes it unique (_2, _3…). The server's field messages
 * show under their fields; then the toast and back to the list. Disabled while offline.
 */
export function CategoryForm({ category, parents, hasSubcategories = false }: CategoryFormProps) {
  const router = useRouter();
  const id = useId();
  const editing = Boolean(category);
  const { form, field, submit, actions, setNavigating, clear } = useSubmitForm(categorySchema, {
    name: category?.name ?? "",
    slug: category?.slug ?? "",
    parent_category: category?.parent_category ? String(category.parent_category.id) : "",
  });
  const [slugTyped, setSlugTyped] = useState(category ? category.slug !== slugify(category.name) : false);
  const name = form.watch("name");

  useEffect(() => {
    if (!slugTyped) form.setValue("slug", slugify(name ?? ""), { shouldValidate: form.formState.touchedFields.slug === true });
  }, [name, slugTyped, form]);

  /** A 400 with messages for the form's own fields shows them there; anything else is the form's error line. */
  const showFieldErrors = (error: unknown): boolean => {
    if (!(error instanceof ApiError) || error.status !== 400 || !error.body) return false;
    const body = error.body;
    const known = FIELDS.filter((key) => Array.isArray(body[key]) && typeof (body[key] as unknown[])[0] === "string");
    for (const key of known) form.setError(key, { type: "server", message: (body[key] as string[])[0] }, { shouldFocus: key === known[0] });
    if (known.includes("slug")) setSlugTyped(true);
    return known.length > 0;
  };

  const onSubmit = submit(async (values) => {
    const body = { name: values.name, slug: slugTyped ? (values.slug ?? "") : "", parent_category: values.parent_category };
    try {
      if (category) await updateCategory({ id: category.id }, body);
      else await createCategory(body);
    } catch (error) {
      if (showFieldErrors(error)) return;
      throw error;
    }
    toast.success(category ? toastsMessages.categoryEdited : toastsMessages.categoryAdded, { duration: 2000 });
    setNavigating(true);
    router.push("/admin/categories");
    router.refresh();
  });

  const parentId = `${id}-parent`;
  const parentError = form.formState.errors.parent_category?.message;
  const options = [{ value: "", label: t.noParent }, ...parents.map((p) => ({ value: String(p.id), label: p.name }))];
  const current = category?.parent_category;
  const currentLabel = current && !parents.some((p) => p.id === current.id) ? `${current.name} (${t.inTrash.toLowerCase()})` : undefined;

  return (
    <form onSubmit={onSubmit} noValidate className="flex max-w-2xl flex-col gap-5 rounded-xl border border-stone-200 bg-white p-5 sm:p-6">
      {category?.is_deleted && <p className="rounded-lg bg-stone-100 px-3 py-2 text-sm text-stone-800">{t.trashedNotice}</p>}
      {!category?.is_deleted && current && currentLabel && (
        <p className="rounded-lg bg-stone-100 px-3 py-2 text-sm text-stone-800">{t.hiddenWithParentHint(current.name)}</p>
      )}
      <TextField id={`${id}-name`} label={t.fieldName} required autoComplete="off" maxLength={100} {...field("name")} />
      <FormField id={parentId} label={t.fieldParent} hint={hasSubcategories ? t.parentHintHasChildren : t.parentHint} error={parentError}>
        {(control) => (
          <Controller
            control={form.control}
            name="parent_category"
            render={({ field: parent }) => (
              <Combobox<string>
                id={control.id}
                aria-labelledby={fieldLabelId(parentId)}
                aria-describedby={control["aria-describedby"]}
                aria-invalid={control["aria-invalid"]}
                name={parent.name}
                ref={parent.ref}
                value={parent.value === null || parent.value === undefined ? "" : String(parent.value)}
                valueLabel={currentLabel}
                onChange={(value) => {
                  parent.onChange(value);
                  clear();
                }}
                onBlur={parent.onBlur}
                options={options}
                disabled={hasSubcategories}
                placeholder={t.noParent}
                searchPlaceholder={t.searchParents}
                emptyMessage={t.noParentMatch}
              />
            )}
          />
        )}
      </FormField>
      <TextField
        id={`${id}-slug`}
        label={t.fieldSlug}
        optional
        autoComplete="off"
        spellCheck={false}
        maxLength={120}
        hint={editing ? t.slugHintEdit : t.slugHint}
        {...field("slug")}
        onChange={(event) => {
          setSlugTyped(event.target.value !== "");
          return field("slug").onChange(event);
        }}
      />
      <FormActions
        {...actions}
        className="sm:min-w-32"
        secondary={
          <Link href="/admin/categories" prefetch={false} className={buttonStyles.secondary}>
            {t.cancel}
          </Link>
        }
      >
        {editing ? t.save : t.create}
      </FormActions>
    </form>
  );
}
