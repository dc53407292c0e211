import type { Metadata } from "next";
import { NotFoundPanel } from "@/components/ui/not-found-panel";
import { accountMessages } from "@/lib/shared/messages/account";

export const metadata: Metadata = { title: accountMessages.notFoundTitle };

export default function NotFound() {
  return <NotFoundPanel title={accountMessages.notFoundTitle} text={accountMessages.notFoundText} href="/" linkText={accountMessages.backHome} />;
}
