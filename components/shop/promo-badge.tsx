import { shopMessages } from "@/lib/shared/messages/shop";

/** The 10-1 promotion (buy 10, get 1 free) badge. */
export function PromoBadge({ className = "" }: { className?: string }) {
  return (
    <span className={`rounded-md bg-accent-500 px-2 py-1 text-xs font-bold text-stone-900 ${className}`}>{shopMessages.promo101}</span>
  );
}
