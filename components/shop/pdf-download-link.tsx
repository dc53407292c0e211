"use client";

import { FileDown } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslations } from "next-intl";
import { useOnline } from "@/client/ui/use-online";

const box = "inline-flex items-center gap-2 rounded-lg border px-3 py-2 text-sm font-semibold";

/** Download PDF (admins; the label is the children): made by the server, so offline it is disabled, saying why. */
export function PdfDownloadLink({ href, children }: { href: string; children: ReactNode }) {
  const t = useTranslations("offlineCatalogue");
  const online = useOnline();
  if (!online) {
    return (
      <span className="flex flex-col items-start gap-0.5 sm:items-end">
        <span aria-disabled="true" className={`${box} cursor-not-allowed border-stone-300 bg-stone-100 text-stone-600`}>
          <FileDown aria-hidden="true" className="size-4" />
          {children}
        </span>
        <span className="text-xs text-stone-700">{t("pdfNeedsConnection")}</span>
      </span>
    );
  }
  return (
    <a href={href} className={`${box} border-brand-600 bg-white text-brand-800 hover:bg-brand-50`}>
      <FileDown aria-hidden="true" className="size-4" />
      {children}
    </a>
  );
}
