import type { Metadata } from "next";
import Link from "next/link";
import { AccountCard } from "@/components/account/account-card";
import { NewPasswordForm } from "@/components/account/new-password-form";
import { guardPage } from "@/lib/accounts/page-guard";
import { messages } from "@/lib/messages/en";

export const metadata: Metadata = { title: messages.account.enterPasswordTitle };

export default async function EnterPasswordPage() {
  await guardPage("guest");
  return (
    <AccountCard
      heading={messages.account.enterPasswordHeading}
      footer={
        <Link href="/login" className="font-semibold text-brand-700 underline hover:text-brand-800">
          {messages.account.backToLogin}
        </Link>
      }
    >
      <NewPasswordForm />
    </AccountCard>
  );
}
