"use client";

import { useQueryClient } from "@tanstack/react-query";
import Link from "next/link";
import { useRouter } from "next/navigation";
import type { Path } from "react-hook-form";
import { toast } from "@/client/ui/toast";
import { ApiError } from "@/client/api-client/api-error";
import { createVendor, updateVendor, type VendorView } from "@/client/api-client/vendors";
import { useSubmitForm } from "@/client/ui/use-submit-form";
import { vendorSchema, type VendorFormInput } from "@/lib/shared/vendors/schemas";
import { adminVendorsMessages as t } from "@/lib/shared/messages/admin-vendors";
import { toastsMessages } from "@/lib/shared/messages/toasts";
import { buttonStyles } from "@/components/ui/button";
import { FormActions } from "@/components/ui/form-actions";
import { TextField } from "@/components/ui/text-field";
import { VENDORS_QUERY_KEY } from "./vendors-query-key";
import { QueryScope } from "@/components/ui/query-scope";

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
 * field messages (a name already taken) show under their fields. Then the toast and back to the list.
 */
function VendorFormContent({ vendor }: { vendor?: VendorView }) {
  const router = useRouter();
  const queryClient = useQueryClient();
  const { form, field, submit, actions, setNavigating } = useSubmitForm(vendorSchema, valuesOf(vendor));

  /** A 400 with messages for the form's own fields shows them there; anything else is the form's error line. */
  const showFieldErrors = (error: unknown): boolean => {
    if (!(error instanceof ApiError) || error.status !== 400 || !error.body) return false;
    const body = error.body;
    const known = FIELDS.filter((name) => Array.isArray(body[name]) && typeof (body[name] as unknown[])[0] === "string");
    for (const name of known) form.setError(name, { type: "server", message: (body[name] as string[])[0] }, { shouldFocus: name === known[0] });
    return known.length > 0;
  };

  const onSubmit = submit(async (values) => {
    try {
      if (vendor) await updateVendor({ id: vendor.id }, values);
      else await createVendor(values);
    } catch (error) {
      if (showFieldErrors(error)) return;
      throw error;
    }
    await queryClient.invalidateQueries({ queryKey: VENDORS_QUERY_KEY });
    toast.success(vendor ? toastsMessages.vendorEdited : toastsMessages.vendorAdded, { duration: 2000 });
    setNavigating(true);
    router.push("/admin/vendors");
  });

  const idOf = (name: string) => `vendor-${name.replace("_", "-")}`;

  return (
    <form onSubmit={onSubmit} noValidate className="flex max-w-2xl flex-col gap-5 rounded-xl border border-stone-200 bg-white p-5 sm:p-6">
      <TextField id={idOf("name")} label={t.name} autoComplete="organization" required {...field("name")} />
      <TextField id={idOf("primary_contact")} label={t.primaryContact} optional autoComplete="off" {...field("primary_contact")} />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField id={idOf("main_phone")} label={t.mainPhone} optional type="tel" autoComplete="off" hint={t.phoneHint} {...field("main_phone")} />
        <TextField id={idOf("fax")} label={t.fax} optional type="tel" autoComplete="off" {...field("fax")} />
      </div>
      <TextField id={idOf("email")} label={t.email} optional type="email" autoComplete="off" {...field("email")} />
      <FormActions
        {...actions}
        className="sm:min-w-32"
        secondary={
          <Link href="/admin/vendors" prefetch={false} className={buttonStyles.secondary}>
            {t.cancel}
          </Link>
        }
      >
        {t.save}
      </FormActions>
    </form>
  );
}

export function VendorForm(props: Parameters<typeof VendorFormContent>[0]) {
  return (
    <QueryScope>
      <VendorFormContent {...props} />
    </QueryScope>
  );
}
