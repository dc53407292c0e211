"use client";

import { useTranslations } from "next-intl";
import { useId, useMemo } from "react";
import { z } from "zod";
import { Link } from "@/client/i18n/navigation";
import { updateProfile } from "@/client/api-client/accounts";
import { useRouter } from "@/client/i18n/navigation";
import { toast } from "@/client/ui/toast";
import { useSubmitForm } from "@/client/ui/use-submit-form";
import { FormActions } from "@/components/ui/form-actions";
import { SelectField } from "@/components/ui/select-field";
import type { PriceListRef, PriceListSummary } from "@/lib/shared/pricing/price-list-schemas";

/** The select's value: a list's id, or "" for none (list prices). */
const schema = z.object({ price_list: z.string().regex(/^\d*$/) });

/**
 * The customer's price list on /admin/edit-customer/{id} (issue 30): None (list prices) or one of
 * the shop's lists, saved on its own with the profile's PATCH {price_list: id | null}. A list out of
 * its validity period can be chosen; the customer pays list prices until it is in force.
 */
export function CustomerPriceList({ customerId, current, lists }: { customerId: number; current: PriceListRef | null; lists: Pick<PriceListSummary, "id" | "name" | "in_force">[] }) {
  const t = useTranslations("adminPriceLists");
  const router = useRouter();
  const id = useId();
  const initial = useMemo(() => ({ price_list: current ? String(current.id) : "" }), [current]);
  const { form, field, submit, actions } = useSubmitForm(schema, initial, { serverFields: ["price_list"] });
  const chosen = form.watch("price_list");

  const onSubmit = submit(async ({ price_list }) => {
    const updated = await updateProfile({ id: customerId }, { price_list: price_list ? Number(price_list) : null });
    form.reset({ price_list: updated.price_list ? String(updated.price_list.id) : "" });
    toast.success(t("customerSaved"), { duration: 2000 });
    router.refresh();
  });

  return (
    <section aria-labelledby={`${id}-title`} className="rounded-xl border border-stone-200 bg-white p-4 sm:p-6">
      <h2 id={`${id}-title`} className="text-base font-semibold text-stone-900">
        {t("customerTitle")}
      </h2>
      <p className="mt-1 mb-4 text-sm text-stone-600">{t("customerText")}</p>
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
          <SelectField id={`${id}-select`} label={t("customerField")} className="sm:flex-1" {...field("price_list")}>
            <option value="">{t("customerNone")}</option>
            {lists.map((list) => (
              <option key={list.id} value={list.id}>
                {list.in_force ? list.name : t("notInForceOption", { name: list.name })}
              </option>
            ))}
          </SelectField>
          {chosen && chosen === initial.price_list && (
            <Link href={`/admin/price-list/${chosen}`} prefetch={false} className="self-start text-sm font-semibold text-brand-700 hover:underline sm:mt-8">
              {t("openList")}
            </Link>
          )}
        </div>
        {lists.length === 0 && (
          <p className="text-sm text-stone-600">
            {t("customerNoLists")}{" "}
            <Link href="/admin/add-price-list" prefetch={false} className="font-semibold text-brand-700 hover:underline">
              {t("newPriceList")}
            </Link>
          </p>
        )}
        <FormActions {...actions} className="sm:w-auto sm:min-w-32 sm:self-start">
          {t("customerSave")}
        </FormActions>
      </form>
    </section>
  );
}
