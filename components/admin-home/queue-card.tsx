import { CircleCheck, type LucideIcon } from "lucide-react";
import { Link } from "@/client/i18n/navigation";
import type { ReactNode } from "react";
import { useTranslations } from "next-intl";
import { cx } from "@/lib/shared/ui/class-names";

export interface QueueCardProps {
  /** Names the box (its heading's id) and its data-testid. */
  id: string;
  /** The list this box counts, filtered. */
  href: string;
  count: number;
  /** What is counted, after the number ("orders to confirm"). */
  label: string;
  /** The box's name when there is nothing in it ("Orders to confirm"). */
  title: string;
  /** What an empty queue means ("Nothing to confirm"). */
  done: string;
  /** What the count is, when the label alone does not say it. */
  hint?: string;
  icon: LucideIcon;
  /** How many rows `children` holds: "See all" shows when the queue is longer. */
  shown: number;
  /** The first rows, as <QueueRow>s. */
  children: ReactNode;
}

/**
 * One box of the back office's home: the count and what it counts, a link into the filtered list,
 * and its first rows; an empty queue reads as done, not as an empty box.
 */
export function QueueCard({ id, href, count, label, title, done, hint, icon: Icon, shown, children }: QueueCardProps) {
  const t = useTranslations("adminHome");
  const headingId = `${id}-heading`;
  const empty = count === 0;
  return (
    <section
      aria-labelledby={headingId}
      data-testid={id}
      className={cx("flex flex-col rounded-xl border p-4 sm:p-5", empty ? "border-stone-200 bg-stone-50" : "border-stone-300 bg-white shadow-sm")}
    >
      <div className="flex items-start justify-between gap-3">
        {empty ? (
          <h2 id={headingId} className="text-sm font-semibold text-stone-700">
            {title}
          </h2>
        ) : (
          <h2 id={headingId} className="min-w-0">
            <Link href={href} prefetch={false} className="group flex flex-col rounded-lg">
              <span className="text-3xl font-bold leading-tight tabular-nums text-brand-800" data-testid={`${id}-count`}>
                {count}
              </span>{" "}
              <span className="font-semibold text-stone-900 group-hover:text-brand-800 group-hover:underline">{label}</span>
            </Link>
          </h2>
        )}
        <Icon aria-hidden="true" className={cx("mt-1 size-5 shrink-0", empty ? "text-stone-400" : "text-brand-600")} />
      </div>
      {empty ? (
        <p className="mt-3 flex items-center gap-2 font-semibold text-brand-800" data-testid={`${id}-done`}>
          <CircleCheck aria-hidden="true" className="size-5 shrink-0" />
          {done}
        </p>
      ) : (
        <>
          {hint && <p className="mt-1 text-sm text-stone-600">{hint}</p>}
          <ul className="mt-3 flex flex-col divide-y divide-stone-100">{children}</ul>
          {count > shown && (
            <Link href={href} prefetch={false} className="mt-3 self-start text-sm font-semibold text-brand-700 underline hover:text-brand-800">
              {t("seeAll", { n: count })}
            </Link>
          )}
        </>
      )}
    </section>
  );
}

/** One row of a box: a link to the record, its name and a detail line, and a value at the end. */
export function QueueRow({ href, primary, secondary, value }: { href: string; primary: ReactNode; secondary: ReactNode; value?: ReactNode }) {
  return (
    <li>
      <Link href={href} prefetch={false} className="-mx-2 flex items-start justify-between gap-3 rounded-lg px-2 py-2 hover:bg-brand-50">
        <span className="flex min-w-0 flex-col">
          <span className="truncate font-medium text-stone-900">{primary}</span>
          <span className="text-xs text-stone-600">{secondary}</span>
        </span>
        {value !== undefined && <span className="shrink-0 whitespace-nowrap text-sm font-semibold text-stone-800">{value}</span>}
      </Link>
    </li>
  );
}
