import type { Metadata } from "next";
import Link from "next/link";
import { AccountCard } from "@/components/account/account-card";
import { LoginForm } from "@/components/account/login-form";
import { guardPage } from "@/lib/accounts/page-guard";
import { messages } from "@/lib/messages/en";
import { firstParam, type SearchParams } from "@/lib/ui/search-params";

export const metadata: Metadata = { title: messages.account.loginTitle };

export default async function LoginPage({ searchParams }: { searchParams: SearchParams }) {
  await guardPage("guest");
  const fromCheckout = firstParam((await searchParams).next) === "checkout";
  return (
    <AccountCard
      heading={messages.account.loginHeading}
      intro={messages.account.loginIntro}
      footer={
        <>
          <Link href="/youremail" className="font-semibold text-brand-700 underline hover:text-brand-800">
            {messages.account.forgotPassword}
          </Link>
          <p>
            {messages.account.noAccount}{" "}
            <Link href={fromCheckout ? "/register?next=checkout" : "/register"} className="font-semibold text-brand-700 underline hover:text-brand-800">
              {messages.account.createAccount}
            </Link>
          </p>
        </>
      }
    >
      <LoginForm fromCheckout={fromCheckout} />
    </AccountCard>
  );
}
