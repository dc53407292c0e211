"use client";

import { FileCheck, Upload } from "lucide-react";
import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { useRouter } from "@/client/i18n/navigation";
import { toast } from "@/client/ui/toast";
import { useOnline } from "@/client/ui/use-online";
import { pageLanguage } from "@/client/ui/page-language";
import { ChangesTable, ImportFileField, RefusedTable } from "@/components/admin/import-report";
import { Button } from "@/components/ui/button";
import { FormError } from "@/components/ui/form-error";
import { OfflineNotice } from "@/components/ui/offline-notice";
import { PAGE_LANGUAGE_HEADER } from "@/lib/shared/i18n/locales";
import { PRODUCT_ZIP_MAX_MB, type ProductImportReport } from "@/lib/shared/catalog/product-csv-schemas";

/*
 * /admin/products/import (issue 32): staff choose the CSV (and a ZIP of pictures), Check it (a dry
 * run: what would be created, changed field by field, and every refused cell with its row, column and
 * reason), then Apply the same files, all or nothing. Real progress: the upload's bytes, then the
 * rows the server has judged — the route answers NDJSON lines ({"rows": n} per 1,000 rows, then
 * {"report"} or {"error"}) read as they arrive (XMLHttpRequest gives both upload and download progress).
 */

type Progress = { phase: "upload"; loaded: number; total: number } | { phase: "rows"; rows: number };

interface Outcome {
  report?: ProductImportReport;
  error?: string;
}

/** The first message of a DRF-shaped error body. */
function messageOf(body: unknown): string | null {
  if (!body || typeof body !== "object") return null;
  for (const value of Object.values(body as Record<string, unknown>)) {
    if (typeof value === "string") return value;
    if (Array.isArray(value) && typeof value[0] === "string") return value[0];
  }
  return null;
}

function sendImport(files: { file: File; images: File | null }, dryRun: boolean, onProgress: (p: Progress) => void, fallback: string): Promise<Outcome> {
  return new Promise((resolve) => {
    const form = new FormData();
    form.set("file", files.file);
    if (files.images) form.set("images", files.images);
    const xhr = new XMLHttpRequest();
    xhr.open("POST", `/api/products/import/?dry_run=${dryRun}`);
    const language = pageLanguage();
    xhr.setRequestHeader("Accept", "application/x-ndjson");
    xhr.setRequestHeader("Accept-Language", language);
    xhr.setRequestHeader(PAGE_LANGUAGE_HEADER, language);
    let seen = 0;
    let outcome: Outcome | null = null;
    const readLines = () => {
      const text = xhr.responseText;
      let end = text.indexOf("\n", seen);
      while (end !== -1) {
        const line = text.slice(seen, end).trim();
        seen = end + 1;
        end = text.indexOf("\n", seen);
        if (!line) continue;
        try {
          const value = JSON.parse(line) as { rows?: number; report?: ProductImportReport; error?: { body: unknown } };
          if (typeof value.rows === "number") onProgress({ phase: "rows", rows: value.rows });
          if (value.report) outcome = { report: value.report };
          if (value.error) outcome = { error: messageOf(value.error.body) ?? fallback };
        } catch {
          // A line cut short: read again with the next chunk.
        }
      }
    };
    xhr.upload.onprogress = (event) => onProgress({ phase: "upload", loaded: event.loaded, total: event.lengthComputable ? event.total : files.file.size });
    xhr.onprogress = readLines;
    xhr.onload = () => {
      if (xhr.getResponseHeader("content-type")?.includes("ndjson")) {
        readLines();
        resolve(outcome ?? { error: fallback });
        return;
      }
      // Refused before the import started (401, 403, 400 on the upload itself): a plain JSON error.
      let body: unknown = null;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        body = null;
      }
      resolve({ error: messageOf(body) ?? fallback });
    };
    xhr.onerror = () => resolve({ error: fallback });
    xhr.send(form);
  });
}

const FIELD_ORDER = ["name", "name_fr", "price", "cost", "special", "box_quantity", "barcode", "sales_tax_code", "purchase_tax_code", "provincial_tax_class", "need_to_reorder_below", "actions", "stock", "quantity", "vendor", "categories", "image"];

export function ProductImport() {
  const t = useTranslations("adminProductImport");
  const router = useRouter();
  const online = useOnline();
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  const [images, setImages] = useState<File | null>(null);
  const [report, setReport] = useState<ProductImportReport | null>(null);
  const [applied, setApplied] = useState<ProductImportReport | null>(null);
  const [pending, setPending] = useState<"check" | "apply" | null>(null);
  const [progress, setProgress] = useState<Progress | null>(null);
  const [error, setError] = useState<string | null>(null);

  const reset = () => {
    setReport(null);
    setApplied(null);
    setError(null);
  };

  const send = async (dryRun: boolean) => {
    if (!file) return;
    setPending(dryRun ? "check" : "apply");
    setError(null);
    setProgress({ phase: "upload", loaded: 0, total: file.size + (images?.size ?? 0) });
    const outcome = await sendImport({ file, images }, dryRun, setProgress, t("failed"));
    setPending(null);
    setProgress(null);
    if (outcome.error || !outcome.report) {
      setError(outcome.error ?? t("failed"));
      return;
    }
    if (dryRun) {
      setReport(outcome.report);
      return;
    }
    if (!outcome.report.applied) {
      setReport(outcome.report);
      return;
    }
    toast.success(t("applied", { created: outcome.report.created, updated: outcome.report.updated }), { duration: 3000 });
    setApplied(outcome.report);
    setReport(null);
    router.refresh();
  };

  const refused = report?.refused ?? [];
  const percent = progress?.phase === "upload" && progress.total > 0 ? Math.round((100 * progress.loaded) / progress.total) : null;
  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby={`${id}-title`} className="flex flex-col gap-4 rounded-xl border border-stone-200 bg-white p-4 sm:p-6">
        <h2 id={`${id}-title`} className="text-base font-semibold text-stone-900">
          {t("filesTitle")}
        </h2>
        <p className="text-sm text-stone-600">{t("filesText")}</p>
        {!online && <OfflineNotice />}
        <form
          className="flex flex-col gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            void send(true);
          }}
        >
          <div className="grid gap-4 sm:grid-cols-2">
            <ImportFileField
              id={`${id}-csv`}
              label={t("csvFile")}
              accept=".csv,text/csv"
              onFile={(chosen) => {
                setFile(chosen);
                reset();
              }}
            />
            <ImportFileField
              id={`${id}-zip`}
              label={t("zipFile")}
              hint={t("zipHint", { mb: PRODUCT_ZIP_MAX_MB })}
              accept=".zip,application/zip"
              onFile={(chosen) => {
                setImages(chosen);
                reset();
              }}
            />
          </div>
          <div>
            <Button type="submit" variant="secondary" pending={pending === "check"} disabled={!file || !online || pending !== null}>
              <FileCheck aria-hidden="true" className="size-4" />
              {t("check")}
            </Button>
          </div>
        </form>
        {progress && (
          <div className="flex flex-col gap-1" data-testid="import-progress">
            <progress
              className="h-2 w-full overflow-hidden rounded-full accent-stone-800"
              aria-label={t("progressLabel")}
              {...(percent !== null ? { max: 100, value: percent } : {})}
            />
            <p className="text-xs text-stone-600" aria-live="polite">
              {progress.phase === "upload" ? t("uploading", { percent: percent ?? 0 }) : t("rowsJudged", { rows: progress.rows })}
            </p>
          </div>
        )}
        <FormError message={error} />
      </section>

      <div role="status" className={report || applied ? "flex flex-col gap-1" : "sr-only"} data-testid="import-summary">
        {applied && <p className="text-sm font-semibold text-stone-900">{t("appliedSummary", { created: applied.created, updated: applied.updated, unchanged: applied.unchanged })}</p>}
        {report && (
          <>
            <p className="text-sm font-semibold text-stone-900">{t("summary", { created: report.created, updated: report.updated, unchanged: report.unchanged })}</p>
            <p className={refused.length > 0 ? "text-sm text-sale-600" : "text-sm text-stone-700"}>
              {report.refused_total > 0 ? t("refusedCount", { n: report.refused_total, rows: report.refused_rows }) : t("ready")}
            </p>
          </>
        )}
      </div>

      {report && report.refused_total === 0 && (report.created > 0 || report.updated > 0) && (
        <div>
          <Button type="button" pending={pending === "apply"} disabled={!online || pending !== null} onClick={() => void send(false)}>
            <Upload aria-hidden="true" className="size-4" />
            {t("apply")}
          </Button>
        </div>
      )}

      {report && refused.length > 0 && <RefusedTable caption={t("refusedCaption")} refused={refused} total={report.refused_total} testId="import-refused" />}

      {report && report.changes.length > 0 && (
        <ChangesTable
          caption={t("changesCaption")}
          keyLabel={t("item")}
          total={report.changes_total}
          testId="import-changes"
          changes={report.changes.map((change) => ({
            row: change.row,
            key: change.item,
            action: change.action,
            fields: FIELD_ORDER.filter((field) => field in change.fields).map((field) => ({ field, ...change.fields[field as keyof typeof change.fields]! })),
          }))}
        />
      )}
    </div>
  );
}
