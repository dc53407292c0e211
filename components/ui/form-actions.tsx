import type { ReactNode } from "react";
import { Button } from "./button";
import { FormError } from "./form-error";
import { OfflineNotice } from "./offline-notice";

/**
 * The end of a form: the offline notice, the submit button (busy while pending, disabled while the
 * form is invalid or the browser offline), then the server's error line. `secondary` (a Cancel
 * link, say) stands beside the submit button.
 */
export function FormActions({
  children,
  online,
  pending,
  invalid,
  error,
  className,
  secondary,
}: {
  children: ReactNode;
  online: boolean;
  pending: boolean;
  invalid: boolean;
  error: string | null;
  className?: string;
  secondary?: ReactNode;
}) {
  const submit = (
    <Button type="submit" pending={pending} disabled={invalid || !online} className={className}>
      {children}
    </Button>
  );
  return (
    <>
      {!online && <OfflineNotice />}
      {secondary ? (
        <div className="flex flex-wrap items-center gap-3">
          {submit}
          {secondary}
        </div>
      ) : (
        submit
      )}
      <FormError message={error} />
    </>
  );
}
