import { Link } from "@/client/i18n/navigation";
import type { ReactNode } from "react";
import { Button, buttonStyles } from "./button";
import { FormError } from "./form-error";
import { OfflineNotice } from "./offline-notice";

/**
 * The end of a form: the offline notice, the submit button (busy while pending, disabled while the
 * form is invalid or the browser offline), then the server's error line. `cancel` (a link
 * back to the list) stands beside the submit button.
 */
export function FormActions({
  children,
  online,
  pending,
  invalid,
  error,
  className,
  cancel,
}: {
  children: ReactNode;
  online: boolean;
  pending: boolean;
  invalid: boolean;
  error: string | null;
  className?: string;
  /** A Cancel link beside the submit button: where it goes and what it says. */
  cancel?: { href: string; label: string };
}) {

  const submit = (
    <Button type="submit" pending={pending} disabled={invalid || !online} className={className}>
      {children}
    </Button>
  );
  return (
    <>
      {!online && <OfflineNotice />}
      {cancel ? (
        <div className="flex flex-wrap items-center gap-3">
          {submit}
          <Link href={cancel.href} prefetch={false} className={buttonStyles.secondary}>
            {cancel.label}
          </Link>
        </div>
      ) : (
        submit
      )}
      <FormError message={error} />
    </>
  );
}
