import type { ComponentProps, ReactNode } from "react";
import { cx } from "@/lib/shared/ui/class-names";

export interface EmptyStateProps extends Omit<ComponentProps<"div">, "title"> {
  title: ReactNode;
  description?: ReactNode;
  /** A way on: usually a link styled with buttonStyles ("Show all orders", "Shop now"). */
  action?: ReactNode;
}

/** What a list or table shows when it has nothing to show, and where to go from there. */
export function EmptyState({ title, description, action, className, ...props }: EmptyStateProps) {
  return (
    <div {...props} className={cx("rounded-xl border border-stone-200 bg-white p-8 text-center", className)}>
      <p className="text-lg font-semibold text-stone-800">{title}</p>
      {description && <p className="mt-2 text-stone-600">{description}</p>}
      {action && <div className="mt-4">{action}</div>}
    </div>
  );
}
