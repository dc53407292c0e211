/* Strings shown to users (docs/architecture.md rule 10), area "errors-delivery": what the delivery
 * zones' calls answer (issue 31, docs/delivery.md "Zones"). Their French is the namespace
 * errorsDelivery of messages/fr-CA.json (lib/i18n/answer-language.ts). */
export const deliveryErrorMessages = {
  nameTaken: "A delivery zone with this name already exists.",
  postalPrefixes: "Postal-code areas are a list of 1 to 200 texts, e.g. V6B and V5*.",
  postalPrefixesMax: (max: number) => `A zone has at most ${max} postal-code areas.`,
  postalPrefix: (value: string) => `"${value}" is not a postal-code area: write the first three characters of a postal code (V6B) or a prefix with a star (V6*).`,
  postalPrefixNotText: "A postal-code area is a text, e.g. V6B or V6*.",
  weekdays: "Choose at least one weekday: a list of ISO weekdays, Monday 1 to Sunday 7.",
  weekday: "A weekday is a whole number from 1 (Monday) to 7 (Sunday).",
  weekdayTwice: "This weekday is listed twice.",
  cutoffTime: "Enter the cut-off time as HH:MM, 24-hour, e.g. 14:00.",
  cutoffDaysBefore: "Days before: a whole number from 0 to 14.",
  closedDates: "Closed dates are a list of dates written YYYY-MM-DD.",
  closedDatesMax: (max: number) => `A zone has at most ${max} closed dates.`,
  closedDate: "A closed date is a real date written YYYY-MM-DD, e.g. 2026-12-25.",
};
