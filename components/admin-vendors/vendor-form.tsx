"use client";

import { useRouter } from "@/client/i18n/navigation";
import type { Path } from "react-hook-form";
import { toast } from "@/client/ui/toast";
import { createVendor, updateVendor, type VendorView } from "@/client/api-client/vendors";
import { useSubmitForm } from "@/client/ui/use-submit-form";
import { vendorFormSchema, type VendorFormInput } from "@/lib/shared/vendors/schemas";
import { useTranslations } from "next-intl";
import { FormActions } from "@/components/ui/form-actions";
import { TextField } from "@/components/ui/text-field";
import { useMemo } from "react";

const FIELDS = ["name", "primary_contact", "main_phone", "fax", "email"] as const satisfies readonly Path<VendorFormInput>[];

function valuesOf(vendor?: VendorView): Required<VendorFormInput> {
  return {
    name: vendor?.name ?? "",
    primary_contact: vendor?.primary_contact ?? "",
    main_phone: vendor?.main_phone ?? "",
    fax: vendor?.fax ?? "",
    email: vendor?.email ?? "",
  };
}

/**
 * /admin/add-vendor and /admin/edit-vendor/{id} (docs/product.md §2, §5): one form for both. Save stays
 * disabled while the name is empty (or any field is invalid) and while offline; the server's
 * field messages (a name already taken) show under their fields. Then the toast and back to the
 * list, rendered again on the server.
 */
export function VendorForm({ vendor }: { vendor?: VendorView }) {
  const tAdminVendors = useTranslations("adminVendors");
  const tToasts = useTranslations("toasts");
  const router = useRouter();
  // The rules' own messages in the page's language.
  const schema = useMemo(() => vendorFormSchema({ phoneFormat: tAdminVendors("phoneFormat"), phoneDigits: tAdminVendors("phoneDigits") }), [tAdminVendors]);
  const { field, submit, actions, setNavigating } = useSubmitForm(schema, valuesOf(vendor), { serverFields: FIELDS });

  const onSubmit = submit(async (values) => {
    if (vendor) await updateVendor({ id: vendor.id }, values);
    else await createVendor(values);
    toast.success(vendor ? tToasts("vendorEdited") : tToasts("vendorAdded"), { duration: 2000 });
    setNavigating(true);
    router.push("/admin/vendors");
    router.refresh();
  });

  const idOf = (name: string) => `vendor-${name.replace("_", "-")}`;

  return (
    <form onSubmit={onSubmit} noValidate className="flex max-w-2xl flex-col gap-5 rounded-xl border border-stone-200 bg-white p-5 sm:p-6">
      <TextField id={idOf("name")} label={tAdminVendors("name")} autoComplete="organization" required {...field("name")} />
      <TextField id={idOf("primary_contact")} label={tAdminVendors("primaryContact")} optional autoComplete="off" {...field("primary_contact")} />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField id={idOf("main_phone")} label={tAdminVendors("mainPhone")} optional type="tel" autoComplete="off" hint={tAdminVendors("phoneHint")} {...field("main_phone")} />
        <TextField id={idOf("fax")} label={tAdminVendors("fax")} optional type="tel" autoComplete="off" {...field("fax")} />
      </div>
      <TextField id={idOf("email")} label={tAdminVendors("email")} optional type="email" autoComplete="off" {...field("email")} />
      <FormActions {...actions} className="sm:min-w-32" cancel={{ href: "/admin/vendors", label: tAdminVendors("cancel") }}>
        {tAdminVendors("save")}
      </FormActions>
    </form>
  );
}
