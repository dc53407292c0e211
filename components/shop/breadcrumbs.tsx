import { ChevronRight } from "lucide-react";
import { Link } from "@/client/i18n/navigation";
import { useTranslations } from "next-intl";

export interface Crumb {
  name: string;
  /** Absent for the current page (the last crumb). */
  href?: string;
}

/** "Home › Products › … › Name": a trail of links, the current page last. */
export function Breadcrumbs({ crumbs }: { crumbs: Crumb[] }) {
  const t = useTranslations("product");
  return (
    <nav aria-label={t("breadcrumb")} className="mb-6 text-sm">
      <ol className="flex flex-wrap items-center gap-x-1.5 gap-y-1 text-stone-600">
        {crumbs.map((crumb, i) => (
          <li key={`${i}-${crumb.name}`} className="flex items-center gap-1.5">
            {i > 0 && <ChevronRight aria-hidden="true" className="size-3.5 shrink-0 text-stone-400" />}
            {crumb.href ? (
              <Link href={crumb.href} prefetch={false} className="text-brand-700 hover:underline">
                {crumb.name}
              </Link>
            ) : (
              <span aria-current="page" className="font-medium text-stone-800">
                {crumb.name}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
