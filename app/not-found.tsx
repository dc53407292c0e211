import type { Metadata } from "next";
import Link from "next/link";
import { buttonStyles } from "@/components/ui/button";
import { messages } from "@/lib/messages/en";

export const metadata: Metadata = { title: messages.account.notFoundTitle };

export default function NotFound() {
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center gap-4 px-4 py-16 text-center">
      <h1 className="text-2xl font-bold text-brand-800">{messages.account.notFoundTitle}</h1>
      <p className="text-stone-700">{messages.account.notFoundText}</p>
      <Link href="/" className={buttonStyles.primary}>
        {messages.account.backHome}
      </Link>
    </div>
  );
}
