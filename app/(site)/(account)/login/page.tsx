import type { Metadata } from "next";
import Link from "next/link";
import { AccountCard } from "@/components/account/account-card";
import { LoginForm } from "@/components/account/login-form";
import { guardPage } from "@/lib/entry/page-guard";
import { safeReturnPath } from "@/lib/shared/accounts/login-redirect";
import { accountMessages } from "@/lib/shared/messages/account";
import { firstParam, type SearchParams } from "@/lib/shared/ui/search-params";

// Per person (the session decides what it shows): rendered per request, never prerendered.
export const instant = false;

export const metadata: Metadata = { title: accountMessages.loginTitle };

export default async function LoginPage({ searchParams }: { searchParams: SearchParams }) {
  await guardPage("/login");
  const rawNext = firstParam((await searchParams).next);
  const fromCheckout = rawNext === "checkout";
  // Where a visitor was sent from (a page that needs an account), to come back to afterwards.
  const next = safeReturnPath(rawNext);
  return (
    <AccountCard
      heading={accountMessages.loginHeading}
      intro={accountMessages.loginIntro}
      notice={next ? accountMessages.loginReason(next) : undefined}
      footer={
        <>
          <Link href="/youremail" className="font-semibold text-brand-700 underline hover:text-brand-800">
            {accountMessages.forgotPassword}
          </Link>
          <p>
            {accountMessages.noAccount}{" "}
            <Link href={fromCheckout ? "/register?next=checkout" : "/register"} className="font-semibold text-brand-700 underline hover:text-brand-800">
              {accountMessages.createAccount}
            </Link>
          </p>
        </>
      }
    >
      <LoginForm fromCheckout={fromCheckout} next={next} />
    </AccountCard>
  );
}
