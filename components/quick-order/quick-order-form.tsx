"use client";

import { useRouter } from "@/client/i18n/navigation";
import { useId, useRef, useState, type ChangeEvent, type FormEvent, type KeyboardEvent } from "react";
import { Button } from "@/components/ui/button";
import { FormField, controlStyles } from "@/components/ui/form-field";
import { errorText } from "@/client/api-client/api-error";
import { addQuickOrder, previewQuickOrder } from "@/client/api-client/quick-order";
import type { QuickOrderPreview } from "@/lib/cart/quick-order";
import { QUICK_ORDER_MAX_FILE_BYTES } from "@/lib/shared/cart/quick-order-lines";
import { quickOrderExample } from "@/lib/shared/cart/quick-order-example";
import { PriceSummary } from "@/components/orders/price-summary";
import { useSetCartCount } from "@/client/ui/cart-count";
import { toast } from "@/client/ui/toast";
import { usePending } from "@/client/ui/use-pending";
import { useOnline } from "@/client/ui/use-online";
import { useTranslations } from "next-intl";
import { OfflineNotice } from "@/components/ui/offline-notice";
import { QuickOrderLines } from "./quick-order-lines";

const FILE_KB = Math.floor(QUICK_ORDER_MAX_FILE_BYTES / 1000);

/** The ready lines as the add call takes them: the product's own item code and the merged cases. */
/**
 * The ready lines at their own line numbers (blank lines elsewhere: skipped, but counted), so that
 * an add refused meanwhile names the line as the buyer typed it.
 */
function readyText(preview: QuickOrderPreview): string {
  const ready = preview.lines.filter((line) => line.status === "ready" && line.product);
  const rows = Array.from({ length: Math.max(0, ...ready.map((line) => line.line)) }, () => "");
  for (const line of ready) rows[line.line - 1] = `${line.product!.item}\t${line.total_cases}`;
  return rows.join("\n");
}

/**
 * The quick order screen (issue 14 point 5): lines typed, pasted or read from a CSV file are
 * checked by the server (each resolved to a product with its price, or what is wrong with it),
 * then the ready lines go into the cart in one step and the buyer goes to the cart. Both need the
 * server: offline they are disabled with the reason, and the typed lines stay.
 */
export function QuickOrderForm({ cartHref, exampleCodes }: { cartHref: string; /** Real item codes for the example (the page reads them). */ exampleCodes: readonly string[] }) {
  const tOfflineActions = useTranslations("offlineActions");
  const t = useTranslations("quickOrder");
  const example = quickOrderExample(t, exampleCodes);
  const router = useRouter();
  const setCartCount = useSetCartCount();
  const ids = useId();
  const [text, setText] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [fileNote, setFileNote] = useState<string | null>(null);
  const [preview, setPreview] = useState<QuickOrderPreview | null>(null);
  const [checkedText, setCheckedText] = useState<string | null>(null);
  const [checking, setChecking] = usePending();
  const [adding, setAdding] = usePending();
  const online = useOnline();
  const resultsRef = useRef<HTMLElement>(null);

  const check = async (value: string) => {
    if (!online) return;
    if (value.trim() === "") {
      setError(t("nothingToCheck"));
      setPreview(null);
      return;
    }
    setChecking(true);
    setError(undefined);
    try {
      const answer = await previewQuickOrder({ text: value });
      setPreview(answer);
      setCheckedText(value);
      requestAnimationFrame(() => resultsRef.current?.focus());
    } catch (failure) {
      setPreview(null);
      setError(errorText(failure));
    } finally {
      setChecking(false);
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void check(text);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === "Enter" && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      void check(text);
    }
  };

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    setFileNote(null);
    if (file.size > QUICK_ORDER_MAX_FILE_BYTES) {
      setError(t("fileTooLarge", { kb: FILE_KB }));
      return;
    }
    let content: string;
    try {
      content = await file.text();
    } catch {
      setError(t("fileUnreadable"));
      return;
    }
    setText(content);
    setFileNote(t("fileLoaded", { name: file.name }));
    await check(content);
  };

  const add = async () => {
    if (!preview || !online) return;
    setAdding(true);
    try {
      const answer = await addQuickOrder({ text: readyText(preview) });
      setCartCount(answer.cart.count);
      toast.success(t("added", { n: answer.added.length }), { duration: 2000 });
      router.push(cartHref);
    } catch (failure) {
      toast.error(errorText(failure), { duration: 4000 });
      setAdding(false);
      // Something changed since the check (stock, the trash): show the lines as they are now.
      if (checkedText !== null) await check(checkedText);
    }
  };

  const stale = preview !== null && checkedText !== text;
  const fileId = `${ids}-file`;
  return (
    <div className="flex flex-col gap-8">
      <form onSubmit={onSubmit} className="flex flex-col gap-4 rounded-xl border border-stone-200 bg-white p-5" noValidate>
        <FormField id={`${ids}-lines`} label={t("linesLabel")} hint={`${example.hint} ${t("checkShortcut")}`} error={error}>
          {(control) => (
            <textarea
              {...control}
              name="lines"
              rows={8}
              value={text}
              placeholder={example.placeholder}
              spellCheck={false}
              autoCapitalize="off"
              autoComplete="off"
              onChange={(event) => {
                setText(event.target.value);
                setError(undefined);
              }}
              onKeyDown={onKeyDown}
              className={`${controlStyles({ invalid: Boolean(error) })} font-mono text-sm`}
            />
          )}
        </FormField>
        <FormField id={fileId} label={t("fileLabel")} hint={t("fileHint", { kb: FILE_KB })}>
          {(control) => (
            <input
              {...control}
              type="file"
              name="csv"
              accept=".csv,text/csv,text/plain"
              onChange={(event) => void onFile(event)}
              className="text-sm file:mr-3 file:rounded-lg file:border file:border-stone-300 file:bg-white file:px-3 file:py-2 file:font-semibold file:text-stone-800 hover:file:bg-stone-100"
            />
          )}
        </FormField>
        {fileNote && <p className="text-sm text-stone-700" role="status">{fileNote}</p>}
        {!online && <OfflineNotice message={tOfflineActions("quickOrderNeedsConnection")} />}
        <div className="flex flex-wrap gap-3">
          <Button type="submit" pending={checking} disabled={!online}>
            {checking ? t("checking") : t("check")}
          </Button>
          <Button
            type="button"
            variant="secondary"
            disabled={checking || adding || (text === "" && preview === null)}
            onClick={() => {
              setText("");
              setPreview(null);
              setCheckedText(null);
              setError(undefined);
              setFileNote(null);
            }}
          >
            {t("clear")}
          </Button>
        </div>
      </form>

      {preview && (
        <section ref={resultsRef} tabIndex={-1} aria-labelledby={`${ids}-results`} className="flex flex-col gap-4 outline-none" data-testid="quick-order-results">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h2 id={`${ids}-results`} className="text-xl font-bold text-brand-800">{t("resultsHeading")}</h2>
            <p role="status" className="text-sm font-medium text-stone-700" data-testid="quick-order-summary">
              {t("summary", { ready: preview.ready, problems: preview.problems })}
            </p>
          </div>
          <QuickOrderLines lines={preview.lines} />
          <div className="flex flex-col items-stretch gap-3 sm:items-end">
            {preview.ready > 0 && (
              <div className="w-full sm:max-w-sm">
                <PriceSummary heading={t("totalsHeading")} subtotal={preview.subtotal} tax={preview.tax} taxes={preview.taxes} total={preview.grand_total} estimate />
              </div>
            )}
            <Button type="button" onClick={() => void add()} pending={adding} disabled={stale || checking || preview.ready === 0 || !online}>
              {adding ? t("adding") : t("add", { n: preview.ready })}
            </Button>
          </div>
          {stale ? (
            <p className="text-right text-sm font-medium text-amber-900">{t("changedSinceCheck")}</p>
          ) : preview.ready === 0 ? (
            <p className="text-right text-sm text-stone-700">{t("noneReady")}</p>
          ) : (
            preview.problems > 0 && <p className="text-right text-sm text-stone-700">{t("problemsSkipped")}</p>
          )}
        </section>
      )}
    </div>
  );
}
