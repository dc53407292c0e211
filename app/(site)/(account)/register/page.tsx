import type { Metadata } from "next";
import Link from "next/link";
import { AccountCard } from "@/components/account/account-card";
import { RegisterForm } from "@/components/account/register-form";
import { guardPage } from "@/lib/entry/page-guard";
import { accountMessages } from "@/lib/shared/messages/account";
import { firstParam, type SearchParams } from "@/lib/shared/ui/search-params";

// Per person (the session decides what it shows): rendered per request, never prerendered.
export const instant = false;

export const metadata: Metadata = { title: accountMessages.registerTitle };

export default async function RegisterPage({ searchParams }: { searchParams: SearchParams }) {
  await guardPage("/register");
  const fromCheckout = firstParam((await searchParams).next) === "checkout";
  return (
    <AccountCard
      wide
      heading={accountMessages.registerHeading}
      intro={accountMessages.registerIntro}
      footer={
        <p>
          {accountMessages.haveAccount}{" "}
          <Link href={fromCheckout ? "/login?next=checkout" : "/login"} className="font-semibold text-brand-700 underline hover:text-brand-800">
            {accountMessages.loginLink}
          </Link>
        </p>
      }
    >
      <RegisterForm fromCheckout={fromCheckout} />
    </AccountCard>
  );
}
