"use client";

import { FileCheck, Upload } from "lucide-react";
import { useTranslations } from "next-intl";
import { useId, useRef, useState } from "react";
import { ApiError, errorText } from "@/client/api-client/api-error";
import { apiFetch } from "@/client/api-client/transport";
import { useRouter } from "@/client/i18n/navigation";
import { toast } from "@/client/ui/toast";
import { useOnline } from "@/client/ui/use-online";
import { ChangesTable, ImportFileField, RefusedTable } from "@/components/admin/import-report";
import { Button } from "@/components/ui/button";
import { FormError } from "@/components/ui/form-error";
import { OfflineNotice } from "@/components/ui/offline-notice";
import type { CustomerImportReport } from "@/lib/shared/accounts/customer-import-schemas";

/*
 * /admin/customers/import (issue 32): staff choose the CSV, Check it (a dry run of
 * POST /api/users/import/: what would be created, changed field by field, and every refused cell with
 * its row, column and reason), then Apply the same file, all or nothing. A file with refused rows
 * cannot be applied: staff fix it and check it again. New customers are then invited by email.
 */

function importCustomers(file: File, dryRun: boolean): Promise<CustomerImportReport> {
  const form = new FormData();
  form.set("file", file);
  return apiFetch<CustomerImportReport>(`/api/users/import/?dry_run=${dryRun}`, { method: "POST", body: form });
}

export function CustomerImport() {
  const t = useTranslations("adminCustomerImport");
  const router = useRouter();
  const online = useOnline();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [report, setReport] = useState<CustomerImportReport | null>(null);
  const [applied, setApplied] = useState<CustomerImportReport | null>(null);
  const [pending, setPending] = useState<"check" | "apply" | null>(null);
  const [error, setError] = useState<string | null>(null);

  const send = async (dryRun: boolean) => {
    if (!file) {
      setError(t("chooseFile"));
      return;
    }
    setPending(dryRun ? "check" : "apply");
    setError(null);
    try {
      const answer = await importCustomers(file, dryRun);
      if (dryRun) {
        setReport(answer);
        setApplied(null);
        return;
      }
      setApplied(answer);
      setReport(null);
      setFile(null);
      if (input.current) input.current.value = "";
      toast.success(t("appliedSummary", { created: answer.created, updated: answer.updated, unchanged: answer.unchanged, invitations: answer.invitations }), { duration: 3000 });
      router.refresh();
    } catch (failure) {
      // A real run with refused rows answers the report with a 400: show it as a check would.
      const body = failure instanceof ApiError ? (failure.body as unknown as Partial<CustomerImportReport> | null) : null;
      if (body && Array.isArray(body.refused)) setReport(body as CustomerImportReport);
      else setError(errorText(failure));
    } finally {
      setPending(null);
    }
  };

  const refused = report?.refused ?? [];
  const canApply = report !== null && report.refused_total === 0 && report.created + report.updated > 0;
  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-4 rounded-xl border border-stone-200 bg-white p-4 sm:p-6" data-testid="customer-import">
      <div>
        <h2 id={`${id}-title`} className="text-base font-semibold text-stone-900">
          {t("title")}
        </h2>
        <p className="mt-2 text-sm text-stone-600">{t("intro")}</p>
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
          label={t("file")}
          hint={t("columns")}
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
          {pending === "check" ? t("checking") : t("check")}
        </Button>
      </form>
      <FormError message={error} />

      <div role="status" className={report || applied ? "flex flex-col gap-1" : "sr-only"} data-testid="customer-import-summary">
        {report && (
          <p className={refused.length > 0 ? "text-sm font-semibold text-sale-600" : "text-sm font-semibold text-stone-900"}>
            {t("summary", { created: report.created, updated: report.updated, unchanged: report.unchanged, refused: report.refused_rows })}
          </p>
        )}
        {report && report.refused_total === 0 && report.created + report.updated === 0 && <p className="text-sm text-stone-700">{t("nothingToDo")}</p>}
        {applied && <p className="text-sm font-semibold text-brand-800">{t("appliedSummary", { created: applied.created, updated: applied.updated, unchanged: applied.unchanged, invitations: applied.invitations })}</p>}
      </div>

      {report && refused.length > 0 && <RefusedTable caption={t("refusedTitle")} refused={refused} total={report.refused_total} testId="customer-import-refused" />}

      {report && report.changes.length > 0 && (
        <ChangesTable
          caption={t("changesTitle")}
          keyLabel={t("email")}
          total={report.changes_total}
          testId="customer-import-changes"
          changes={report.changes.map((change) => ({
            row: change.row,
            key: change.email,
            action: change.action,
            fields: Object.entries(change.fields)
              .filter(([field]) => field !== "email")
              .map(([field, value]) => ({ field, before: value?.before ?? null, after: value?.after ?? null })),
          }))}
        />
      )}

      {canApply && (
        <div>
          <Button type="button" pending={pending === "apply"} disabled={!online || pending !== null} onClick={() => void send(false)}>
            <Upload aria-hidden="true" className="size-4" />
            {pending === "apply" ? t("applying") : t("apply")}
          </Button>
        </div>
      )}
    </section>
  );
}
