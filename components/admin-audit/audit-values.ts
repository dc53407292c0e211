/*
 * How the audit screen writes the values of a row's fields (pure, client-safe): the log keeps
 * plain JSON views (docs/audit.md), written here as a person reads them — a list as its items, a
 * reference by its name, an empty text as such.
 */

export interface ValueWords {
  empty: string;
  none: string;
  yes: string;
  no: string;
}

export function formatValue(value: unknown, words: ValueWords): string {
  if (value === null || value === undefined) return words.none;
  if (typeof value === "boolean") return value ? words.yes : words.no;
  if (typeof value === "string") return value === "" ? words.empty : value;
  if (typeof value === "number") return String(value);
  if (Array.isArray(value)) return value.length === 0 ? words.none : value.map((item) => formatValue(item, words)).join(", ");
  if (typeof value === "object") {
    const record = value as Record<string, unknown>;
    if (typeof record.name === "string") return record.id === undefined ? record.name : `${record.name} (#${String(record.id)})`;
    if (typeof record.code === "string" && "number" in record) return `${record.code} ${String(record.number)}`;
    if (Object.keys(record).length === 1 && "id" in record) return `#${String(record.id)}`;
    return JSON.stringify(record);
  }
  return String(value);
}

export interface FieldChange {
  field: string;
  /** Absent for a creation. */
  before?: string;
  /** Absent for a deletion. */
  after?: string;
}

/** A row's fields, in the order the change wrote them: each with its value before and after. */
export function fieldChanges(before: Record<string, unknown> | null, after: Record<string, unknown> | null, words: ValueWords): FieldChange[] {
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return fields.map((field) => ({
    field,
    ...(before ? { before: formatValue(before[field], words) } : {}),
    ...(after ? { after: formatValue(after[field], words) } : {}),
  }));
}
