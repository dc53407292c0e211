import Link from "next/link";
import { companyContact } from "@/lib/system/company";
import { messages } from "@/lib/messages/en";

/** The header: the shop's name; the navigation (accounts, cart, admin menu) is filled by later issues. */
export function SiteHeader() {
  const { name } = companyContact();
  return (
    <header className="border-b border-stone-200 bg-white">
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 py-4">
        <Link href="/" className="flex items-center gap-3 text-lg font-bold text-brand-800">
          <span aria-hidden="true" className="grid size-9 place-items-center rounded-lg bg-brand-600 text-white">
            FH
          </span>
          {name}
        </Link>
        <nav aria-label={messages.layout.mainNavigation} className="flex items-center gap-4 text-sm" />
      </div>
    </header>
  );
}
