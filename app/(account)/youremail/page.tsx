import type { Metadata } from "next";
import Link from "next/link";
import { AccountCard } from "@/components/account/account-card";
import { ResetEmailForm } from "@/components/account/reset-email-form";
import { guardPage } from "@/lib/accounts/page-guard";
import { messages } from "@/lib/messages/en";
import { firstParam, type SearchParams } from "@/lib/ui/search-params";

export const metadata: Metadata = { title: messages.account.youremailTitle };

export default async function YourEmailPage({ searchParams }: { searchParams: SearchParams }) {
  await guardPage("guest");
  const email = firstParam((await searchParams).email) ?? "";
  return (
    <AccountCard
      heading={messages.account.youremailHeading}
      intro={messages.account.youremailIntro}
      footer={
        <Link href="/login" className="font-semibold text-brand-700 underline hover:text-brand-800">
          {messages.account.backToLogin}
        </Link>
      }
    >
      <ResetEmailForm initialEmail={email} />
    </AccountCard>
  );
}
