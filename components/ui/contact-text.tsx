import { Fragment } from "react";
import { emailWrapParts, formatPhone, telHref } from "@/lib/shared/ui/contact-format";

/** An email address that wraps only at "@" and "." (never mid-word), as a mailto: link unless `plain`. */
export function EmailText({ email, plain = false }: { email: string; plain?: boolean }) {
  const parts = emailWrapParts(email).map((part, i) => (
    <Fragment key={i}>
      {i > 0 && <wbr />}
      {part}
    </Fragment>
  ));
  if (plain) return <span className="break-words">{parts}</span>;
  return (
    <a href={`mailto:${email}`} className="break-words hover:underline">
      {parts}
    </a>
  );
}

/** A phone number formatted "(604) 555-0100", as a tel: link. */
export function PhoneText({ phone }: { phone: string }) {
  return (
    <a href={telHref(phone)} className="whitespace-nowrap hover:underline">
      {formatPhone(phone)}
    </a>
  );
}
