import type { Metadata } from "next";
import { AccountCard } from "@/components/account/account-card";
import { ProfileEditor } from "@/components/account/profile-editor";
import { guardPage } from "@/lib/accounts/page-guard";
import { messages } from "@/lib/messages/en";

export const metadata: Metadata = { title: messages.account.profileTitle };

export default async function MyProfilePage() {
  const ctx = await guardPage("profile");
  // The guard lets only signed-in users through; the check narrows the type.
  if (ctx.actor.kind !== "user") return null;
  return (
    <AccountCard wide heading={messages.account.profileHeading} intro={messages.account.profileIntro}>
      <ProfileEditor userId={ctx.actor.id} />
    </AccountCard>
  );
}
