import { messages } from "@/lib/messages/en";

/** The 10-1 promotion (buy 10, get 1 free) badge. */
export function PromoBadge({ className = "" }: { className?: string }) {
  return (
    <span className={`rounded-md bg-accent-500 px-2 py-1 text-xs font-bold text-stone-900 ${className}`}>{messages.shop.promo101}</span>
  );
}
