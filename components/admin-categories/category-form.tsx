"use client";

import { useRouter } from "@/client/i18n/navigation";
import { useEffect, useId, useMemo, useState } from "react";
import { Controller, type Path } from "react-hook-form";
import { toast } from "@/client/ui/toast";
import { createCategory, updateCategory, type CategoryView } from "@/client/api-client/categories";
import { categoryFormSchema, type CategoryFormInput } from "@/lib/shared/catalog/category-schemas";
import { slugify } from "@/lib/shared/catalog/slug";
import { useTranslations } from "next-intl";
import { useSubmitForm } from "@/client/ui/use-submit-form";
import { Combobox } from "@/components/ui/combobox";
import { fieldLabelId, FormField } from "@/components/ui/form-field";
import { FormActions } from "@/components/ui/form-actions";
import { TextField } from "@/components/ui/text-field";

const FIELDS = ["name", "name_fr", "slug", "parent_category"] as const satisfies readonly Path<CategoryFormInput>[];

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
  const tToasts = useTranslations("toasts");
  const tAdminCategories = useTranslations("adminCategories");
  const router = useRouter();
  const id = useId();
  const editing = Boolean(category);
  const [slugTyped, setSlugTyped] = useState(category ? category.slug !== slugify(category.name) : false);
  // The rules' own messages in the page's language.
  const schema = useMemo(
    () => categoryFormSchema({ parentChoice: tAdminCategories("parentChoice"), slugFormat: tAdminCategories("slugFormat"), yesOrNo: tAdminCategories("yesOrNo") }),
    [tAdminCategories],
  );
  // The server's messages for the form's own fields show there; a slug it refused stays as typed.
  const { form, field, submit, actions, setNavigating, clear } = useSubmitForm(
    schema,
    {
      name: category?.name ?? "",
      name_fr: category?.name_fr ?? "",
      slug: category?.slug ?? "",
      parent_category: category?.parent_category ? String(category.parent_category.id) : "",
    },
    {
      serverFields: FIELDS,
      onServerFields: (names) => {
        if (names.includes("slug")) setSlugTyped(true);
      },
    },
  );
  const name = form.watch("name");

  useEffect(() => {
    if (!slugTyped) form.setValue("slug", slugify(name ?? ""), { shouldValidate: form.formState.touchedFields.slug === true });
  }, [name, slugTyped, form]);

  const onSubmit = submit(async (values) => {
    const body = { name: values.name, name_fr: values.name_fr, slug: slugTyped ? (values.slug ?? "") : "", parent_category: values.parent_category };
    if (category) await updateCategory({ id: category.id }, body);
    else await createCategory(body);
    toast.success(category ? tToasts("categoryEdited") : tToasts("categoryAdded"), { duration: 2000 });
    setNavigating(true);
    router.push("/admin/categories");
    router.refresh();
  });

  const parentId = `${id}-parent`;
  const parentError = form.formState.errors.parent_category?.message;
  const options = [{ value: "", label: tAdminCategories("noParent") }, ...parents.map((p) => ({ value: String(p.id), label: p.name }))];
  const current = category?.parent_category;
  const currentLabel = current && !parents.some((p) => p.id === current.id) ? `${current.name} (${tAdminCategories("inTrash").toLowerCase()})` : undefined;

  return (
    <form onSubmit={onSubmit} noValidate className="flex max-w-2xl flex-col gap-5 rounded-xl border border-stone-200 bg-white p-5 sm:p-6">
      {category?.is_deleted && <p className="rounded-lg bg-stone-100 px-3 py-2 text-sm text-stone-800">{tAdminCategories("trashedNotice")}</p>}
      {!category?.is_deleted && current && currentLabel && (
        <p className="rounded-lg bg-stone-100 px-3 py-2 text-sm text-stone-800">{tAdminCategories("hiddenWithParentHint", { parent: current.name })}</p>
      )}
      <TextField id={`${id}-name`} label={tAdminCategories("fieldName")} required autoComplete="off" maxLength={100} {...field("name")} />
      <TextField id={`${id}-name-fr`} label={tAdminCategories("fieldNameFr")} hint={tAdminCategories("nameFrHint")} optional lang="fr-CA" autoComplete="off" maxLength={100} {...field("name_fr")} />
      <FormField id={parentId} label={tAdminCategories("fieldParent")} hint={hasSubcategories ? tAdminCategories("parentHintHasChildren") : tAdminCategories("parentHint")} error={parentError}>
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
                placeholder={tAdminCategories("noParent")}
                searchPlaceholder={tAdminCategories("searchParents")}
                emptyMessage={tAdminCategories("noParentMatch")}
              />
            )}
          />
        )}
      </FormField>
      <TextField
        id={`${id}-slug`}
        label={tAdminCategories("fieldSlug")}
        optional
        autoComplete="off"
        spellCheck={false}
        maxLength={120}
        hint={editing ? tAdminCategories("slugHintEdit") : tAdminCategories("slugHint")}
        {...field("slug")}
        onChange={(event) => {
          setSlugTyped(event.target.value !== "");
          return field("slug").onChange(event);
        }}
      />
      <FormActions {...actions} className="sm:min-w-32" cancel={{ href: "/admin/categories", label: tAdminCategories("cancel") }}>
        {editing ? tAdminCategories("save") : tAdminCategories("create")}
      </FormActions>
    </form>
  );
}
