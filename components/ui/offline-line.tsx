"use client";

import { useOnline } from "@/client/ui/use-online";
import { OfflineNotice } from "./offline-notice";

/** The offline notice, only while offline: for a server-rendered page whose controls refuse offline. */
export function OfflineLine({ message, className }: { message?: string; className?: string }) {
  const online = useOnline();
  return online ? null : <OfflineNotice message={message} className={className} />;
}
