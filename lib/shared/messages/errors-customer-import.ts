/* Strings shown to users (docs/architecture.md rule 10), area "errors-customer-import": what the
 * customer import (issue 32, POST /api/users/import/, docs/data-exchange.md "Customers") says about
 * a row, beside the CSV import's shared messages (errors-import.ts). Their French is the namespace
 * errorsCustomerImport of messages/fr-CA.json (lib/i18n/answer-language.ts). */
export const customerImportErrorMessages = {
  staffAccount: "This email is a staff account's: the import creates and changes customers only.",
  usernameTaken: "This email is another account's username: change that account first.",
  unknownPriceList: (name: string) => `There is no price list named "${name}".`,
  localeChoice: "Enter en-CA (English) or fr-CA (French).",
};
