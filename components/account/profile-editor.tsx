"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { toast } from "@/client/ui/toast";
import type { z } from "zod";
import { profileFormSchema } from "@/lib/shared/accounts/schemas";
import { getProfile, updateProfile, type Profile } from "@/client/api-client/accounts";
import { errorText } from "@/client/api-client/api-error";
import { useSubmitForm } from "@/client/ui/use-submit-form";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { FormError } from "@/components/ui/form-error";
import { Spinner } from "@/components/ui/spinner";
import { TextField } from "@/components/ui/text-field";
import { FormActions } from "@/components/ui/form-actions";
import { ProfileFields } from "./profile-fields";
import { QueryScope } from "@/components/ui/query-scope";

type ProfileInput = z.input<typeof profileFormSchema>;

export const profileQueryKey = (id: number) => ["profile", id] as const;

/** /my-profile: loads the profile over the REST API, then edits it (docs/product.md §4, §5). */
function ProfileEditorContent({ userId }: { userId: number }) {
  const tAccount = useTranslations("account");
  const query = useQuery({
    queryKey: profileQueryKey(userId),
    queryFn: ({ signal }) => getProfile({ id: userId }, { signal }),
  });

  if (query.isPending) {
    return (
      <p className="flex items-center gap-2 text-sm text-stone-600" role="status">
        <Spinner /> {tAccount("profileLoading")}
      </p>
    );
  }
  if (query.isError) {
    return (
      <div className="flex flex-col items-start gap-3">
        <FormError message={`${tAccount("profileLoadFailed")} ${errorText(query.error)}`} />
        <Button variant="secondary" onClick={() => void query.refetch()}>
          {tAccount("retry")}
        </Button>
      </div>
    );
  }
  return <ProfileFormView profile={query.data} />;
}

function valuesOf(profile: Profile): ProfileInput {
  return {
    phone_number: profile.phone_number ?? "",
    first_name: profile.first_name ?? "",
    last_name: profile.last_name ?? "",
    country: "Canada",
    address: profile.address ?? "",
    townCity: profile.townCity ?? "",
    state: profile.state ?? "",
    zipcode: profile.zipcode ?? "",
    company: profile.company ?? "",
  };
}

function ProfileFormView({ profile }: { profile: Profile }) {
  const tFields = useTranslations("fields");
  const tAccount = useTranslations("account");
  const tToasts = useTranslations("toasts");
  const queryClient = useQueryClient();
  const { form, submit, actions, clear } = useSubmitForm(profileFormSchema, valuesOf(profile));

  const onSubmit = submit(async (values) => {
    const updated = await updateProfile({ id: profile.id }, values);
    queryClient.setQueryData(profileQueryKey(profile.id), updated);
    form.reset(valuesOf(updated));
    toast.success(tToasts("profileUpdated"), { duration: 2000 });
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-6">
      <TextField id="profile-email" label={tFields("email")} type="email" value={profile.email} readOnly hint={tFields("readOnly")} />
      <ProfileFields idPrefix="profile" register={form.register} errors={form.formState.errors} onEdit={clear} currentState={profile.state} />
      <FormActions {...actions} className="sm:w-auto sm:min-w-40 sm:self-start">
        {tAccount("profileSave")}
      </FormActions>
    </form>
  );
}

export function ProfileEditor(props: Parameters<typeof ProfileEditorContent>[0]) {
  return (
    <QueryScope>
      <ProfileEditorContent {...props} />
    </QueryScope>
  );
}
