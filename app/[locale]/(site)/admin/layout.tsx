import type { Metadata } from "next";
import type { ReactNode } from "react";
import { AdminNav } from "@/components/admin/admin-nav";
import { FormRules } from "@/components/layout/form-rules";
import { IntlScope } from "@/components/layout/intl-scope";
import { BACK_OFFICE_NAMESPACES } from "@/lib/i18n/client-messages";
import { guardSection } from "@/lib/entry/page-guard";

// Per person (the session decides what it shows): rendered per request, never prerendered.
export const instant = false;

export const metadata: Metadata = { robots: { index: false, follow: false } };

/**
 * The shell of every /admin page: the guard (visitors to /login, everyone but staff away), the side
 * navigation, and the page beside it: the access all /admin rows of lib/entry/page-paths.ts share.
 * Its client components get the back office's texts (BACK_OFFICE_NAMESPACES) through IntlScope,
 * its forms their checks in the page's language (FormRules).
 * Each page calls guardPage(its path) again, since a layout is
 * not rendered anew on every navigation; this one keeps the shell itself from ever rendering for
 * someone else.
 */
export default async function AdminLayout({ children }: { children: ReactNode }) {
  await guardSection("/admin");
  return (
    <IntlScope namespaces={BACK_OFFICE_NAMESPACES}>
      <FormRules>
        <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-6 narrow:flex-row narrow:gap-8 narrow:py-8">
          <AdminNav />
          {children}
        </div>
      </FormRules>
    </IntlScope>
  );
}
