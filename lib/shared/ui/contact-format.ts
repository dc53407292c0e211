/*
 * Phone numbers are stored as digits (docs/product.md §5); people read them formatted. Client-safe, pure.
 */

/** "6045550100" → "(604) 555-0100", "16045550100" → "+1 (604) 555-0100"; anything else as stored. */
export function formatPhone(digits: string): string {
  const d = digits.trim();
  const ten = /^(\d{3})(\d{3})(\d{4})$/.exec(d);
  if (ten) return `(${ten[1]}) ${ten[2]}-${ten[3]}`;
  const eleven = /^1(\d{3})(\d{3})(\d{4})$/.exec(d);
  if (eleven) return `+1 (${eleven[1]}) ${eleven[2]}-${eleven[3]}`;
  return d;
}

/** The tel: address of a stored or formatted number (digits and a leading +). */
export function telHref(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, "");
  return `tel:${/^\d{10}$/.test(digits) ? `+1${digits}` : digits}`;
}

/** An email address cut into parts that may wrap after "@" and "." instead of mid-word. */
export function emailWrapParts(email: string): string[] {
  return email.split(/(?<=[@.])|(?=@)/).filter((part) => part !== "");
}
