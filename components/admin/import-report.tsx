"use client";

import { useTranslations } from "next-intl";
import type { ReactNode, Ref } from "react";

/*
 * The parts every CSV import of the back office shares (products, customers, price lists; docs/data-
 * exchange.md): the file field, the table of refused cells (row, column, reason) and the table of
 * what the import creates and changes field by field. Each table is a focusable scroll region, so a
 * keyboard can scroll a wide one (axe: scrollable-region-focusable), and says when it shows only the
 * first of more lines than the server sent.
 */

const FILE_INPUT =
  "w-full min-w-0 rounded-lg border border-stone-300 bg-white px-3 py-2 text-sm text-stone-900 file:mr-3 file:rounded-md file:border-0 file:bg-stone-100 file:px-3 file:py-1 file:text-sm file:font-semibold file:text-stone-800";

/** A labelled file input with its hint under it. */
export function ImportFileField({ id, label, hint, accept, ref, onFile }: { id: string; label: string; hint?: string; accept: string; ref?: Ref<HTMLInputElement>; onFile: (file: File | null) => void }) {
  const hintId = `${id}-hint`;
  return (
    <div className="flex min-w-0 flex-1 flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-stone-800">
        {label}
      </label>
      <input
        ref={ref}
        id={id}
        type="file"
        accept={accept}
        aria-describedby={hint ? hintId : undefined}
        onChange={(event) => onFile(event.target.files?.[0] ?? null)}
        className={FILE_INPUT}
      />
      {hint && (
        <p id={hintId} className="text-xs text-stone-500">
          {hint}
        </p>
      )}
    </div>
  );
}

function ReportTable({ caption, shown, total, testId, headers, children }: { caption: string; shown: number; total: number; testId: string; headers: string[]; children: ReactNode }) {
  const t = useTranslations("adminImport");
  return (
    <div className="overflow-x-auto rounded-lg border border-stone-200 bg-white" data-testid={testId} role="region" tabIndex={0} aria-label={caption}>
      <table className="w-full text-left text-sm">
        <caption className="px-3 py-2 text-left text-sm font-semibold text-stone-900">
          {caption}
          {total > shown && <span className="font-normal text-stone-600"> {t("firstOf", { shown, total })}</span>}
        </caption>
        <thead className="border-b border-stone-200 bg-stone-50 text-stone-700">
          <tr>
            {headers.map((header) => (
              <th key={header} scope="col" className="px-3 py-2">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

export interface RefusedLine {
  row: number;
  column?: string | null;
  reason: string;
}

/**
 * The refused cells: row (as a spreadsheet numbers it), column (or the whole row) and reason. A file
 * whose lines are not rows of records (a price list's) names them its own way: rowLabel, wholeRowLabel.
 */
export function RefusedTable(props: { caption: string; refused: RefusedLine[]; total?: number; testId: string; rowLabel?: string; wholeRowLabel?: string }) {
  const { caption, refused, total, testId } = props;
  const t = useTranslations("adminImport");
  return (
    <ReportTable caption={caption} shown={refused.length} total={total ?? refused.length} testId={testId} headers={[props.rowLabel ?? t("row"), t("column"), t("reason")]}>
      {refused.map((line, index) => (
        <tr key={index} className="border-b border-stone-100 last:border-0">
          <td className="px-3 py-2 tabular-nums">{line.row}</td>
          <td className="px-3 py-2 font-mono text-xs">{line.column || (props.wholeRowLabel ?? t("wholeRow"))}</td>
          <td className="px-3 py-2">{line.reason}</td>
        </tr>
      ))}
    </ReportTable>
  );
}

export interface ChangeLine {
  row: number;
  /** What the row is keyed by: the item code, the email. */
  key: string;
  action: "create" | "update";
  /** The fields set, in the order to show them. */
  fields: { field: string; before: unknown; after: unknown }[];
}

const shownValue = (value: unknown) => (value === null || value === undefined || value === "" ? "—" : String(value));

/** What the import creates and changes: per row its key, the action, and each field before → after. */
export function ChangesTable({ caption, keyLabel, changes, total, testId }: { caption: string; keyLabel: string; changes: ChangeLine[]; total: number; testId: string }) {
  const t = useTranslations("adminImport");
  return (
    <ReportTable caption={caption} shown={changes.length} total={total} testId={testId} headers={[t("row"), keyLabel, t("action"), t("fields")]}>
      {changes.map((change) => (
        <tr key={change.row} className="border-b border-stone-100 align-top last:border-0">
          <td className="px-3 py-2 tabular-nums">{change.row}</td>
          <td className="break-all px-3 py-2 font-mono text-xs">{change.key}</td>
          <td className="px-3 py-2">{change.action === "create" ? t("create") : t("update")}</td>
          <td className="px-3 py-2">
            <ul className="flex flex-col gap-0.5">
              {change.fields.map(({ field, before, after }) => (
                <li key={field}>
                  <span className="font-mono text-xs text-stone-600">{field}</span>{" "}
                  {change.action === "update" && (
                    <>
                      <del className="text-stone-500">{shownValue(before)}</del> →{" "}
                    </>
                  )}
                  <ins className="no-underline">{shownValue(after)}</ins>
                </li>
              ))}
            </ul>
          </td>
        </tr>
      ))}
    </ReportTable>
  );
}
