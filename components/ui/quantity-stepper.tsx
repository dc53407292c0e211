"use client";

import { useState } from "react";

/**
 * − / typed quantity / + (docs/product.md §4, §5), by the case when given `box`: the input takes digits
 * only and commits on Enter or when left; the caller decides what 0 or a step below the minimum means.
 */
export function QuantityStepper({
  quantity,
  step = 1,
  box,
  busy,
  onChange,
  labels,
  size = "md",
}: {
  /** Units (or, without `box`, whatever the caller counts: a product card's cases). */
  quantity: number;
  /** Without `box`: what − and + add or take off. */
  step?: number;
  /**
   * Units per case: the field then reads and takes cases (issue 25: cases first everywhere), −
   * and + move by a case, and onChange gets units. A line that is not whole cases (a broken case
   * staff made through the API) shows its whole cases; − and + go to the next whole case.
   */
  box?: number;
  busy: boolean;
  onChange: (quantity: number) => void;
  labels: { input: string; decrease: string; increase: string };
  /** sm: a product card's case count. */
  size?: "sm" | "md";
}) {
  const per = box ?? 1;
  const shownValue = box ? Math.floor(quantity / box) : quantity;
  const [typed, setTyped] = useState(String(shownValue));
  const [shown, setShown] = useState(quantity);
  if (shown !== quantity) {
    setShown(quantity);
    setTyped(String(shownValue));
  }
  // The field shows the quantity the caller holds: the new one once it is accepted, the old one
  // again when the change is refused.
  const commit = () => {
    if (typed !== "" && Number(typed) * per !== quantity) onChange(Number(typed) * per);
    setTyped(String(shownValue));
  };
  const decrease = box ? (Math.ceil(quantity / box) - 1) * box : quantity - step;
  const increase = box ? (Math.floor(quantity / box) + 1) * box : quantity + step;
  const stepButton = `step-button ${size === "sm" ? "size-8" : "size-9"}`;
  return (
    <div className="flex items-center gap-1">
      <button type="button" disabled={busy} onClick={() => onChange(decrease)} aria-label={labels.decrease} className={stepButton}>
        <span aria-hidden="true" className="icon-minus size-4" />
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
      <button type="button" disabled={busy} onClick={() => onChange(increase)} aria-label={labels.increase} className={stepButton}>
        <span aria-hidden="true" className="icon-plus size-4" />
      </button>
    </div>
  );
}
