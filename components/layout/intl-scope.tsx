import { NextIntlClientProvider, type Messages } from "next-intl";
import { getMessages } from "next-intl/server";
import type { ReactNode } from "react";
import { clientMessages, type Namespace } from "@/lib/i18n/client-messages";

/**
 * Gives the client components inside it the texts of these namespaces (and the frame's), in the
 * page's language: `useTranslations("cart")` in a client component needs an IntlScope with "cart"
 * above it. Server components need none (they read the whole catalogue).
 */
export async function IntlScope({ namespaces, children }: { namespaces: readonly Namespace[]; children: ReactNode }) {
  const messages = (await getMessages()) as Messages;
  return <NextIntlClientProvider messages={clientMessages(messages, namespaces)}>{children}</NextIntlClientProvider>;
}
