"use client";

import { CircleAlert, CircleCheck } from "lucide-react";
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import type { Cart } from "@/lib/cart/cart";
import type { QuickOrderCandidate, QuickOrderLine } from "@/lib/cart/quick-order";
import { addToCart } from "@/client/api-client/cart";
import { errorText } from "@/client/api-client/api-error";
import { previewQuickOrder } from "@/client/api-client/quick-order";
import { parseQuickOrder } from "@/lib/shared/cart/quick-order-lines";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { controlStyles } from "@/components/ui/form-field";

/** One entry as staff typed it, and what became of it (the last few show under the line). */
interface Entry {
  key: number;
  input: string;
  ok: boolean;
  text: string;
}

interface Ambiguous {
  input: string;
  name: string;
  cases: number;
  candidates: QuickOrderCandidate[];
}

const MAX_LOG = 5;

/**
 * The quick entry line of /cart-admin (docs/product.md §2): "FH-1001 5" or "tomato paste 2", Enter.
 * The line is read by the quick order's own parser and resolved by its preview call (item code,
 * barcode, or for staff a product's name); a line that names one product is added at once (its
 * cases, through the cart's add), and the line empties for the next one with the keyboard still
 * in it. A line that names nothing stays, selected, with what is wrong under it; a name that
 * could mean several products lists them to pick from. Enter on an empty line goes on to Review
 * and pay.
 */
export function QuickEntry({ onCart, onDone, inputRef }: { onCart: (cart: Cart) => void; onDone: () => void; inputRef: React.RefObject<HTMLInputElement | null> }) {
  const t = useTranslations("adminCheckout");
  const ids = useId();
  const [text, setText] = useState("");
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [ambiguous, setAmbiguous] = useState<Ambiguous | null>(null);
  const [log, setLog] = useState<Entry[]>([]);
  const next = useRef(0);
  const choicesRef = useRef<HTMLUListElement>(null);

  // A name that means several products: the keyboard goes to the first of them.
  useEffect(() => {
    if (ambiguous) choicesRef.current?.querySelector("button")?.focus();
  }, [ambiguous]);

  const record = (input: string, ok: boolean, message: string) => {
    next.current += 1;
    setLog((before) => [{ key: next.current, input, ok, text: message }, ...before].slice(0, MAX_LOG));
  };

  const fail = (input: string, message: string) => {
    setProblem(message);
    record(input, false, message);
    // The line stays for fixing, selected so that typing replaces it.
    requestAnimationFrame(() => inputRef.current?.select());
  };

  const add = async (input: string, product: { id: number; name: string; box_quantity: number }, cases: number, byName: boolean) => {
    const answer = await addToCart({ product: product.id, cases });
    onCart(answer);
    record(input, true, t("addedLine", { cases, name: product.name, units: cases * product.box_quantity, byName: byName ? "yes" : "no" }));
    setText("");
    setProblem(null);
    setAmbiguous(null);
    inputRef.current?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const input = text.trim();
    if (input === "") {
      onDone();
      return;
    }
    const parsed = parseQuickOrder(input);
    if (parsed.length !== 1) return fail(input, t("quickEntryOneLine"));
    setBusy(true);
    setAmbiguous(null);
    try {
      const preview = await previewQuickOrder({ text: input });
      const line: QuickOrderLine | undefined = preview.lines[0];
      if (!line) return fail(input, t("quickEntryCasesMissing"));
      if (line.status === "ready" && line.product && line.total_cases !== null) {
        await add(input, line.product, line.total_cases, line.matched_by === "name");
      } else if (line.status === "ambiguous" && line.candidates && line.cases !== null) {
        setAmbiguous({ input, name: line.code, cases: line.cases, candidates: line.candidates });
        setProblem(line.error);
      } else {
        fail(input, line.error ?? t("quickEntryCasesMissing"));
      }
    } catch (failure) {
      fail(input, errorText(failure));
    } finally {
      setBusy(false);
    }
  };

  const pick = async (candidate: QuickOrderCandidate) => {
    if (!ambiguous || busy) return;
    setBusy(true);
    try {
      await add(ambiguous.input, candidate, ambiguous.cases, true);
    } catch (failure) {
      fail(ambiguous.input, errorText(failure));
      setAmbiguous(null);
    } finally {
      setBusy(false);
    }
  };

  const inputId = `${ids}-line`;
  const hintId = `${ids}-hint`;
  const problemId = `${ids}-problem`;
  return (
    <div className="flex flex-col gap-3">
      <form onSubmit={(event) => void submit(event)} className="flex flex-col gap-1.5" noValidate>
        <label htmlFor={inputId} className="text-sm font-semibold text-stone-800">{t("quickEntryLabel")}</label>
        <div className="flex gap-2">
          <input
            ref={inputRef}
            id={inputId}
            type="text"
            name="line"
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              setProblem(null);
            }}
            onKeyDown={(event) => {
              if (event.key === "Escape" && ambiguous) setAmbiguous(null);
            }}
            placeholder={t("quickEntryPlaceholder")}
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            aria-describedby={problem ? `${problemId} ${hintId}` : hintId}
            aria-invalid={problem ? true : undefined}
            className={`${controlStyles({ invalid: Boolean(problem) })} min-w-0 flex-1 font-mono`}
          />
          <Button type="submit" pending={busy} className="shrink-0">
            {busy ? t("quickEntryAdding") : t("quickEntryAdd")}
          </Button>
        </div>
        {problem && (
          <p id={problemId} className="flex items-start gap-1 text-sm font-medium text-sale-600">
            <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {problem}
          </p>
        )}
        <p id={hintId} className="text-sm text-stone-600">{t("quickEntryHint")}</p>
      </form>
      {ambiguous && (
        <div className="rounded-lg border border-amber-300 bg-amber-50 p-3" data-testid="quick-entry-choices">
          <p id={`${ids}-choices`} className="text-sm font-semibold text-amber-950">{t("pickOneHeading", { name: ambiguous.name })}</p>
          <ul ref={choicesRef} aria-labelledby={`${ids}-choices`} className="mt-2 flex flex-col gap-1.5">
            {ambiguous.candidates.map((candidate) => (
              <li key={candidate.id}>
                <button
                  type="button"
                  disabled={busy}
                  onClick={() => void pick(candidate)}
                  onKeyDown={(event) => {
                    if (event.key === "Escape") {
                      setAmbiguous(null);
                      inputRef.current?.select();
                    }
                  }}
                  className="w-full rounded-md border border-stone-300 bg-white px-3 py-2 text-left text-sm text-stone-900 hover:bg-brand-50 focus-visible:border-brand-600"
                >
                  {t("pickOne", { name: candidate.name, item: candidate.item, cases: ambiguous.cases })}
                  {!candidate.stock && <span className="text-stone-600"> · {t("candidateOutOfStock")}</span>}
                </button>
              </li>
            ))}
          </ul>
          <p className="mt-2 text-xs text-amber-950">{t("moreMatches")}</p>
        </div>
      )}
      <ul aria-label={t("entriesLabel")} aria-live="polite" className="flex flex-col gap-1 text-sm" data-testid="quick-entry-log">
        {log.map((entry) => (
          <li key={entry.key} className={`flex items-start gap-1.5 ${entry.ok ? "text-brand-800" : "text-sale-600"}`}>
            {entry.ok ? <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" /> : <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />}
            <span>
              <span className="font-mono text-stone-700">{entry.input}</span> — {entry.text}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
