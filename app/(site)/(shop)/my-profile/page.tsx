import type { Metadata } from "next";
import { AccountCard } from "@/components/account/account-card";
import { ProfileEditor } from "@/components/account/profile-editor";
import { guardPage } from "@/lib/entry/page-guard";
import { accountMessages } from "@/lib/shared/messages/account";

// Per person (the session decides what it shows): rendered per request, never prerendered.
export const instant = false;

export const metadata: Metadata = { title: accountMessages.profileTitle };

export default async function MyProfilePage() {
  const ctx = await guardPage("/my-profile");
  // The guard lets only signed-in users through; the check narrows the type.
  if (ctx.actor.kind !== "user") return null;
  return (
    <AccountCard wide heading={accountMessages.profileHeading} intro={accountMessages.profileIntro}>
      <ProfileEditor userId={ctx.actor.id} />
    </AccountCard>
  );
}
