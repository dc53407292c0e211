/* Strings shown to users (docs/architecture.md rule 10), area "errors-catalog": what the catalogue's queries
 * answer when a parameter is refused. One file per area, so a page's bundle carries only the areas
 * it renders. */
export const catalogErrorMessages = {
  trueOrFalse: 'Must be "true" or "false".',
  activeOnly: 'Only "false" is supported: the offline catalogue holds active products.',
  searchTooLong: (max: number) => `Search text can be at most ${max} characters.`,
  categoryChoice: "Select a valid choice. That choice is not one of the available choices.",
  sortChoices: (sorts: readonly string[]) => `Select a valid choice: ${sorts.join(", ")}.`,
  sortUnavailable: (sort: string) => `Select a valid choice. "${sort}" is not one of the available choices.`,
  /** ?customer= of the PDF catalogue (an admin's price sheet for one customer). */
  priceSheetCustomerId: "A customer is named by their id, a whole number.",
  priceSheetUnknownCustomer: "That customer does not exist.",
  priceSheetStaff: "A price sheet is for a customer account; this account is staff.",
};
