import type { Metadata } from "next";
import { FormRules } from "@/components/layout/form-rules";
import { AccountCard } from "@/components/account/account-card";
import { ProfileEditor } from "@/components/account/profile-editor";
import { guardPage } from "@/lib/entry/page-guard";
import { getTranslations } from "next-intl/server";

// Per person (the session decides what it shows): rendered per request, never prerendered.
export const instant = false;

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("account");
  return { title: t("profileTitle") };
}

export default async function MyProfilePage() {
  const ctx = await guardPage("/my-profile");
  // The guard lets only signed-in users through; the check narrows the type.
  if (ctx.actor.kind !== "user") return null;
  const t = await getTranslations("account");
  return (
    <FormRules>
      <AccountCard wide heading={t("profileHeading")} intro={t("profileIntro")}>
        <ProfileEditor userId={ctx.actor.id} />
      </AccountCard>
    </FormRules>
  );
}
