import type { Metadata } from "next";
import { NotFoundPanel } from "@/components/ui/not-found-panel";
import { accountMessages } from "@/lib/shared/messages/account";

/** The shop's 404 (a page without a not-found of its own): each section's, and the root's. */
export const notFoundMetadata: Metadata = { title: accountMessages.notFoundTitle };

export function NotFoundPage() {
  return <NotFoundPanel title={accountMessages.notFoundTitle} text={accountMessages.notFoundText} href="/" linkText={accountMessages.backHome} />;
}
