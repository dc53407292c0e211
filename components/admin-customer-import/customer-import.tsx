"use client";

import { FileCheck, Upload } from "lucide-react";
import { useTranslations } from "next-intl";
import { useId, useRef, useState } from "react";
import { ApiError, errorText } from "@/client/api-client/api-error";
import { apiFetch } from "@/client/api-client/transport";
import { useRouter } from "@/client/i18n/navigation";
import { toast } from "@/client/ui/toast";
import { useOnline } from "@/client/ui/use-online";
import { Button } from "@/components/ui/button";
import { FormError } from "@/components/ui/form-error";
import { OfflineNotice } from "@/components/ui/offline-notice";
import type { CustomerCsvValue, CustomerImportReport } from "@/lib/shared/accounts/customer-import-schemas";

/*
 * /admin/customers/import (issue 32): staff choose the CSV, Check it (a dry run of
 * POST /api/users/import/: what would be created, changed field by field, and every refused cell with
 * its row, column and reason), then Apply the same file, all or nothing. A file with refused rows
 * cannot be applied: staff fix it and check it again. New customers are then invited by email.
 */

const shown = (value: CustomerCsvValue) => (value === null || value === "" ? "—" : String(value));

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
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <label htmlFor={`${id}-file`} className="text-sm font-medium text-stone-800">
            {t("file")}
          </label>
          <input
            ref={input}
            id={`${id}-file`}
            type="file"
            accept=".csv,text/csv"
            aria-describedby={`${id}-hint`}
            onChange={(event) => {
              setFile(event.target.files?.[0] ?? null);
              setReport(null);
              setError(null);
            }}
            className="w-full min-w-0 rounded-lg border border-stone-300 bg-white px-3 py-2 text-sm text-stone-900 file:mr-3 file:rounded-md file:border-0 file:bg-stone-100 file:px-3 file:py-1 file:text-sm file:font-semibold file:text-stone-800"
          />
          <p id={`${id}-hint`} className="text-xs text-stone-500">
            {t("columns")}
          </p>
        </div>
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

      {report && refused.length > 0 && (
        <div className="overflow-x-auto rounded-lg border border-stone-200" data-testid="customer-import-refused" role="region" tabIndex={0} aria-label={t("refusedTitle")}>
          <table className="w-full text-left text-sm">
            <caption className="px-3 py-2 text-left font-semibold text-sale-600">{t("refusedTitle")}</caption>
            <thead className="border-b border-stone-200 bg-stone-50 text-stone-700">
              <tr>
                <th scope="col" className="px-3 py-2">
                  {t("row")}
                </th>
                <th scope="col" className="px-3 py-2">
                  {t("column")}
                </th>
                <th scope="col" className="px-3 py-2">
                  {t("reason")}
                </th>
              </tr>
            </thead>
            <tbody>
              {refused.map((line, index) => (
                <tr key={index} className="border-b border-stone-100 last:border-0">
                  <td className="px-3 py-2 tabular-nums">{line.row}</td>
                  <td className="px-3 py-2 font-mono text-xs">{line.column ?? t("wholeRow")}</td>
                  <td className="px-3 py-2">{line.reason}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {report.refused_total > refused.length && <p className="px-3 py-2 text-sm text-stone-600">{t("more", { n: report.refused_total - refused.length })}</p>}
        </div>
      )}

      {report && report.changes.length > 0 && (
        <div className="overflow-x-auto rounded-lg border border-stone-200" data-testid="customer-import-changes" role="region" tabIndex={0} aria-label={t("changesTitle")}>
          <table className="w-full text-left text-sm">
            <caption className="px-3 py-2 text-left font-semibold text-stone-900">{t("changesTitle")}</caption>
            <thead className="border-b border-stone-200 bg-stone-50 text-stone-700">
              <tr>
                <th scope="col" className="px-3 py-2">
                  {t("row")}
                </th>
                <th scope="col" className="px-3 py-2">
                  {t("email")}
                </th>
                <th scope="col" className="px-3 py-2">
                  {t("action")}
                </th>
                <th scope="col" className="px-3 py-2">
                  {t("fields")}
                </th>
              </tr>
            </thead>
            <tbody>
              {report.changes.map((change) => (
                <tr key={change.row} className="border-b border-stone-100 align-top last:border-0">
                  <td className="px-3 py-2 tabular-nums">{change.row}</td>
                  <td className="break-all px-3 py-2">{change.email}</td>
                  <td className="px-3 py-2">{change.action === "create" ? t("create") : t("update")}</td>
                  <td className="px-3 py-2">
                    <ul className="flex flex-col gap-0.5">
                      {Object.entries(change.fields)
                        .filter(([field]) => field !== "email")
                        .map(([field, value]) => (
                          <li key={field}>
                            <span className="font-mono text-xs">{field}</span>: {change.action === "update" && <span className="text-stone-500 line-through">{shown(value!.before)}</span>} {shown(value!.after)}
                          </li>
                        ))}
                    </ul>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {report.changes_total > report.changes.length && <p className="px-3 py-2 text-sm text-stone-600">{t("more", { n: report.changes_total - report.changes.length })}</p>}
        </div>
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
