"use client";

import { Minus, Plus } from "lucide-react";
import { useState } from "react";

/**
 * − / typed quantity / + by a step (docs/product.md §4, §5): the input takes digits only and commits on
 * Enter or when left; the caller decides what 0 or a step below the minimum means.
 */
export function QuantityStepper({
  quantity,
  step,
  busy,
  onChange,
  labels,
  size = "md",
}: {
  quantity: number;
  step: number;
  busy: boolean;
  onChange: (quantity: number) => void;
  labels: { input: string; decrease: string; increase: string };
  /** sm: a product card's case count. */
  size?: "sm" | "md";
}) {
  const [typed, setTyped] = useState(String(quantity));
  const [shown, setShown] = useState(quantity);
  if (shown !== quantity) {
    setShown(quantity);
    setTyped(String(quantity));
  }
  // The field shows the quantity the caller holds: the new one once it is accepted, the old one
  // again when the change is refused.
  const commit = () => {
    if (typed !== "" && Number(typed) !== quantity) onChange(Number(typed));
    setTyped(String(quantity));
  };
  const box = size === "sm" ? "size-8" : "size-9";
  const stepButton = `grid ${box} shrink-0 place-items-center rounded-md border border-stone-300 bg-white hover:bg-stone-100 disabled:opacity-50`;
  return (
    <div className="flex items-center gap-1">
      <button type="button" disabled={busy} onClick={() => onChange(quantity - step)} aria-label={labels.decrease} className={stepButton}>
        <Minus aria-hidden="true" className="size-4" />
      </button>
      <input
        inputMode="numeric"
        aria-label={labels.input}
        value={typed}
        disabled={busy}
        onChange={(e) => setTyped(e.target.value.replace(/\D/g, ""))}
        onBlur={commit}
        onKeyDown={(e) => e.key === "Enter" && commit()}
        className={`${size === "sm" ? "h-8 w-11" : "h-9 w-16"} rounded-md border border-stone-300 px-1 text-center`}
      />
      <button type="button" disabled={busy} onClick={() => onChange(quantity + step)} aria-label={labels.increase} className={stepButton}>
        <Plus aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}
