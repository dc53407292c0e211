import type { Metadata } from "next";
import Link from "next/link";
import { AccountCard } from "@/components/account/account-card";
import { ResetCodeForm } from "@/components/account/reset-code-form";
import { guardPage } from "@/lib/entry/page-guard";
import { accountMessages } from "@/lib/shared/messages/account";
import { firstParam, type SearchParams } from "@/lib/shared/ui/search-params";

// Per person (the session decides what it shows): rendered per request, never prerendered.
export const instant = false;

export const metadata: Metadata = { title: accountMessages.validateTitle };

export default async function ValidateCodePage({ searchParams }: { searchParams: SearchParams }) {
  await guardPage("/validateCode");
  const email = firstParam((await searchParams).email)?.trim() ?? "";
  const linkClass = "font-semibold text-brand-700 underline hover:text-brand-800";
  return (
    <AccountCard
      heading={accountMessages.validateHeading}
      intro={email ? accountMessages.validateIntro(email) : accountMessages.validateIntroNoEmail}
      footer={
        <Link href={email ? `/youremail?email=${encodeURIComponent(email)}` : "/youremail"} className={linkClass}>
          {accountMessages.sendNewCode}
        </Link>
      }
    >
      {email ? (
        <ResetCodeForm email={email} />
      ) : (
        <Link href="/youremail" className={linkClass}>
          {accountMessages.enterPasswordRestart}
        </Link>
      )}
    </AccountCard>
  );
}
