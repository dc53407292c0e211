import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { FormError } from "@/components/ui/form-error";
import { OfflineNotice } from "@/components/ui/offline-notice";

/** The end of an account form: the offline notice, the submit button, then the server's error line. */
export function FormActions({
  children,
  online,
  pending,
  invalid,
  error,
  className,
}: {
  children: ReactNode;
  online: boolean;
  pending: boolean;
  invalid: boolean;
  error: string | null;
  className?: string;
}) {
  return (
    <>
      {!online && <OfflineNotice />}
      <Button type="submit" pending={pending} disabled={invalid || !online} className={className}>
        {children}
      </Button>
      <FormError message={error} />
    </>
  );
}
