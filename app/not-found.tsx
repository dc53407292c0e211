import type { Metadata } from "next";
import { NotFoundPanel } from "@/components/ui/not-found-panel";
import { messages } from "@/lib/messages/en";

export const metadata: Metadata = { title: messages.account.notFoundTitle };

export default function NotFound() {
  return <NotFoundPanel title={messages.account.notFoundTitle} text={messages.account.notFoundText} href="/" linkText={messages.account.backHome} />;
}
