"use client";

import { Download, FileCheck, Upload } from "lucide-react";
import { useTranslations } from "next-intl";
import { useId, useRef, useState } from "react";
import { useRouter } from "@/client/i18n/navigation";
import { errorText } from "@/client/api-client/api-error";
import { importPriceList, type PriceListImportReport } from "@/client/api-client/price-lists";
import { toast } from "@/client/ui/toast";
import { useOnline } from "@/client/ui/use-online";
import { ImportFileField, RefusedTable } from "@/components/admin/import-report";
import { Button, buttonStyles } from "@/components/ui/button";
import { FormError } from "@/components/ui/form-error";
import { OfflineNotice } from "@/components/ui/offline-notice";

/**
 * The price list's CSV (issue 30, docs/architecture.md rule 16): Export downloads its entries
 * (GET …/export/); Import checks a file first (a dry run: what it would create and update, and
 * every refused line with its column and reason), then Apply sends the same file again for real,
 * all or nothing. A file with refused lines cannot be applied: staff fix it and check it again.
 */
export function PriceListImport({ priceListId }: { priceListId: number }) {
  const t = useTranslations("adminPriceLists");
  const router = useRouter();
  const online = useOnline();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [report, setReport] = useState<PriceListImportReport | null>(null);
  const [pending, setPending] = useState<"check" | "apply" | null>(null);
  const [error, setError] = useState<string | null>(null);

  const send = async (dryRun: boolean) => {
    if (!file) return;
    setPending(dryRun ? "check" : "apply");
    setError(null);
    try {
      const answer = await importPriceList({ id: priceListId }, { file }, { dry_run: dryRun ? "true" : "false" });
      if (dryRun) {
        setReport(answer);
        return;
      }
      toast.success(t("importApplied", { created: answer.created, updated: answer.updated }), { duration: 2000 });
      setReport(null);
      setFile(null);
      if (input.current) input.current.value = "";
      router.refresh();
    } catch (failure) {
      setError(errorText(failure));
    } finally {
      setPending(null);
    }
  };

  const refused = report?.refused ?? [];
  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-4 rounded-xl border border-stone-200 bg-white p-4 sm:p-6">
      <div>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id={`${id}-title`} className="text-base font-semibold text-stone-900">
            {t("importTitle")}
          </h2>
          {/* A download of the session's own list: a plain link, so the browser saves the file. */}
          <a href={`/api/price-lists/${priceListId}/export/`} download className={buttonStyles.secondary}>
            <Download aria-hidden="true" className="size-4" />
            {t("exportCsv")}
          </a>
        </div>
        <p className="mt-2 text-sm text-stone-600">{t("importText")}</p>
      </div>
      {!online && <OfflineNotice />}
      <form
        className="flex flex-col gap-3 sm:flex-row sm:items-end"
        onSubmit={(event) => {
          event.preventDefault();
          void send(true);
        }}
      >
        <ImportFileField
          id={`${id}-file`}
          label={t("importFile")}
          hint={t("importHint")}
          accept=".csv,text/csv"
          ref={input}
          onFile={(chosen) => {
            setFile(chosen);
            setReport(null);
            setError(null);
          }}
        />
        <Button type="submit" variant="secondary" pending={pending === "check"} disabled={!file || !online || pending !== null} className="sm:mb-5">
          <FileCheck aria-hidden="true" className="size-4" />
          {t("importCheck")}
        </Button>
      </form>

      {/* The summary is announced when a check answers; the table and Apply follow it. */}
      <div role="status" className={report ? "flex flex-col gap-1" : "sr-only"}>
        {report && (
          <>
            <p className="text-sm font-semibold text-stone-900">{t("importSummary", { created: report.created, updated: report.updated })}</p>
            <p className={refused.length > 0 ? "text-sm text-sale-600" : "text-sm text-stone-700"}>
              {refused.length > 0 ? t("importRefusedCount", { n: refused.length }) : t("importReady")}
            </p>
          </>
        )}
      </div>
      {report && refused.length > 0 && <RefusedTable caption={t("importRefusedCaption")} refused={refused} testId="import-refused" rowLabel={t("importRow")} wholeRowLabel={t("noColumn")} />}
      {report && refused.length === 0 && (
        <div>
          <Button type="button" pending={pending === "apply"} disabled={!online || pending !== null} onClick={() => void send(false)}>
            <Upload aria-hidden="true" className="size-4" />
            {t("importApply")}
          </Button>
        </div>
      )}
      <FormError message={error} />
    </section>
  );
}
