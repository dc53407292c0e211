import { LoaderCircle } from "lucide-react";

/** A decorative spinner; the surrounding control says what is happening. */
export function Spinner({ className = "size-4" }: { className?: string }) {
  return <LoaderCircle aria-hidden="true" className={`animate-spin ${className}`} />;
}
