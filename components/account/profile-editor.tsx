"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import type { z } from "zod";
import { profileFormSchema, type ProfileForm as ProfileValues } from "@/lib/accounts/schemas";
import { fetchProfile, updateProfile, type Profile } from "@/lib/ui/account-api";
import { errorText } from "@/lib/ui/api-client";
import { useSubmitState } from "@/lib/ui/use-submit-state";
import { messages } from "@/lib/messages/en";
import { Button } from "@/components/ui/button";
import { FormError } from "@/components/ui/form-error";
import { Spinner } from "@/components/ui/spinner";
import { TextField } from "@/components/ui/text-field";
import { FormActions } from "./form-actions";
import { ProfileFields } from "./profile-fields";

type ProfileInput = z.input<typeof profileFormSchema>;

export const profileQueryKey = (id: number) => ["profile", id] as const;

/** /my-profile: loads the profile over the REST API, then edits it (SPEC.md §4, §5). */
export function ProfileEditor({ userId }: { userId: number }) {
  const query = useQuery({
    queryKey: profileQueryKey(userId),
    queryFn: ({ signal }) => fetchProfile(userId, signal),
  });

  if (query.isPending) {
    return (
      <p className="flex items-center gap-2 text-sm text-stone-600" role="status">
        <Spinner /> {messages.account.profileLoading}
      </p>
    );
  }
  if (query.isError) {
    return (
      <div className="flex flex-col items-start gap-3">
        <FormError message={`${messages.account.profileLoadFailed} ${errorText(query.error)}`} />
        <Button variant="secondary" onClick={() => void query.refetch()}>
          {messages.account.retry}
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
  const queryClient = useQueryClient();
  const { online, error, clear, attempt } = useSubmitState();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isValid, isSubmitting },
  } = useForm<ProfileInput, unknown, ProfileValues>({
    resolver: zodResolver(profileFormSchema),
    mode: "onTouched",
    defaultValues: valuesOf(profile),
  });

  const onSubmit = handleSubmit((values) =>
    attempt(async () => {
      const updated = await updateProfile(profile.id, values);
      queryClient.setQueryData(profileQueryKey(profile.id), updated);
      reset(valuesOf(updated));
      toast.success(messages.toasts.profileUpdated, { duration: 2000 });
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-6">
      <TextField id="profile-email" label={messages.fields.email} type="email" value={profile.email} readOnly hint={messages.fields.readOnly} />
      <ProfileFields idPrefix="profile" register={register} errors={errors} onEdit={clear} />
      <FormActions online={online} pending={isSubmitting} invalid={!isValid} error={error} className="sm:w-auto sm:min-w-40 sm:self-start">
        {messages.account.profileSave}
      </FormActions>
    </form>
  );
}
