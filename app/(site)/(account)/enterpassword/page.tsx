import type { Metadata } from "next";
import Link from "next/link";
import { AccountCard } from "@/components/account/account-card";
import { NewPasswordForm } from "@/components/account/new-password-form";
import { guardPage } from "@/lib/entry/page-guard";
import { accountMessages } from "@/lib/shared/messages/account";

// Per person (the session decides what it shows): rendered per request, never prerendered.
export const instant = false;

export const metadata: Metadata = { title: accountMessages.enterPasswordTitle };

export default async function EnterPasswordPage() {
  await guardPage("/enterpassword");
  return (
    <AccountCard
      heading={accountMessages.enterPasswordHeading}
      footer={
        <Link href="/login" className="font-semibold text-brand-700 underline hover:text-brand-800">
          {accountMessages.backToLogin}
        </Link>
      }
    >
      <NewPasswordForm />
    </AccountCard>
  );
}
