import type { ReactNode } from "react";
import { Breadcrumbs, type Crumb } from "@/components/shop/breadcrumbs";
import { useTranslations } from "next-intl";
import { HydrationMark } from "@/components/ui/hydration-mark";

export interface AdminPageProps {
  title: string;
  /** The trail after "Admin" (whose link is the back office's home, /admin); the last one is this page. */
  crumbs?: Crumb[];
  /** Controls beside the title, such as "Add product". */
  actions?: ReactNode;
  /** A line under the title ("42 products"). */
  description?: ReactNode;
  children: ReactNode;
}

/** The frame of one back-office screen inside the admin shell: breadcrumbs, the h1, its actions. */
export function AdminPage({ title, crumbs, actions, description, children }: AdminPageProps) {
  const t = useTranslations("admin");
  return (
    <div className="min-w-0 flex-1">
      <HydrationMark />
      {crumbs && <Breadcrumbs crumbs={[{ name: t("admin"), href: "/admin" }, ...crumbs]} />}
      <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold text-brand-800 sm:text-3xl">{title}</h1>
          {description && <p className="mt-1 text-stone-600">{description}</p>}
        </div>
        {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
      </div>
      {children}
    </div>
  );
}
