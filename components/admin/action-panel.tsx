import type { ReactNode } from "react";
import { cx } from "@/lib/shared/ui/class-names";
import { FormError } from "@/components/ui/form-error";
import { OfflineNotice } from "@/components/ui/offline-notice";

export interface ActionPanelProps {
  /** The heading's id, which names the section. */
  id: string;
  title: ReactNode;
  /** What the actions do, under the heading. */
  text?: ReactNode;
  /** The text's data-testid, where a test reads it. */
  textTestId?: string;
  /** A red border, for what cannot be undone. */
  danger?: boolean;
  /** Offline, the buttons are disabled and a notice says why. */
  online: boolean;
  /** The last failure of a button without a dialog; leave undefined when every action confirms in a dialog. */
  error?: string | null;
  /** The buttons. */
  children: ReactNode;
}

/**
 * A box of actions on a back-office edit screen (Verification, Sign out everywhere, Delete, the
 * product's states): a heading, what they do, the offline notice, the buttons, and the error line
 * of a button that has no dialog of its own.
 */
export function ActionPanel({ id, title, text, textTestId, danger = false, online, error, children }: ActionPanelProps) {
  return (
    <section aria-labelledby={id} className={cx("rounded-xl border bg-white p-4 sm:p-6", danger ? "border-red-200" : "border-stone-200")}>
      <h2 id={id} className="text-base font-semibold text-stone-900">
        {title}
      </h2>
      {text && (
        <p className="mt-1 text-sm text-stone-700" data-testid={textTestId}>
          {text}
        </p>
      )}
      {!online && <OfflineNotice className="mt-2" />}
      <div className="mt-4 flex flex-wrap gap-3">{children}</div>
      {error !== undefined && <FormError message={error} />}
    </section>
  );
}
