/* Strings shown to users (docs/architecture.md rule 10), area "errors-webhooks": what the webhook
 * endpoints' calls answer (issue 32, docs/webhooks.md). Their French is the namespace errorsWebhooks
 * of messages/fr-CA.json (lib/i18n/answer-language.ts). */
export const webhooksErrorMessages = {
  url: "Enter the endpoint's address, a URL starting with https://.",
  urlTooLong: (max: number) => `An endpoint's address is at most ${max} characters.`,
  urlCredentials: "An endpoint's address may not carry a user name or password: the signature authenticates the shop.",
  urlHttps: "The endpoint must use https://.",
  urlUnresolved: "The endpoint's host name could not be resolved.",
  urlRefusedAddress: (address: string) =>
    `The endpoint resolves to ${address}, a loopback, private, link-local or otherwise internal address: the shop only sends to public addresses.`,
  events: "Choose at least one event from the list.",
  eventUnknown: (events: string) => `Choose one of: ${events}.`,
  eventTwice: "This event is listed twice.",
  secretLength: (min: number, max: number) => `A signing secret is ${min} to ${max} characters.`,
  secretCharacters: "A signing secret is made of letters, digits and punctuation, without spaces.",
};
