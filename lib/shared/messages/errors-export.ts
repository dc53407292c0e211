/* Strings shown to users (docs/architecture.md rule 10), area "errors-export": what the order export
 * for accounting answers about its query (issue 32, GET /api/orders/export/, docs/data-exchange.md
 * "Orders for accounting"). Their French is the namespace errorsExport of messages/fr-CA.json
 * (lib/i18n/answer-language.ts). */
export const exportErrorMessages = {
  dayRequired: "Enter the day as YYYY-MM-DD: the export needs its first day (from) and its last day (to).",
  rangeTooLong: (days: number) => `An export covers at most ${days} days: split the period into several files.`,
  layoutChoice: 'Select a valid choice: "lines" (one row per order line) or "daily" (one row per day).',
};
