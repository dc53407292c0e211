import type { Metadata } from "next";
import Link from "next/link";
import { AccountCard } from "@/components/account/account-card";
import { ResetEmailForm } from "@/components/account/reset-email-form";
import { guardPage } from "@/lib/entry/page-guard";
import { accountMessages } from "@/lib/shared/messages/account";
import { firstParam, type SearchParams } from "@/lib/shared/ui/search-params";

// Per person (the session decides what it shows): rendered per request, never prerendered.
export const instant = false;

export const metadata: Metadata = { title: accountMessages.youremailTitle };

export default async function YourEmailPage({ searchParams }: { searchParams: SearchParams }) {
  await guardPage("/youremail");
  const email = firstParam((await searchParams).email) ?? "";
  return (
    <AccountCard
      heading={accountMessages.youremailHeading}
      intro={accountMessages.youremailIntro}
      footer={
        <Link href="/login" className="font-semibold text-brand-700 underline hover:text-brand-800">
          {accountMessages.backToLogin}
        </Link>
      }
    >
      <ResetEmailForm initialEmail={email} />
    </AccountCard>
  );
}
