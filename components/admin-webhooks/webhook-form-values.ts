import { z } from "zod";
import { WEBHOOK_SECRET_MAX, WEBHOOK_SECRET_MIN, WEBHOOK_URL_MAX, type WebhookCreateInput, type WebhookEndpoint, type WebhookPatchInput } from "@/lib/shared/webhooks/webhook-schemas";

/*
 * The back office's webhook forms (issue 32; /admin/webhooks' add form, /admin/webhook/{id}): the
 * values as the form holds them, the rules checked in the browser in the page's language, and the
 * body sent. The server checks again (the address's DNS above all); its 400s show under the fields.
 * Client-safe.
 */

export interface WebhookFormTexts {
  urlInvalid: string;
  eventsRequired: string;
  secretInvalid: string;
}

const SECRET = new RegExp(`^[\\x21-\\x7e]{${WEBHOOK_SECRET_MIN},${WEBHOOK_SECRET_MAX}}$`);

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === "https:" || url.protocol === "http:") && url.hostname !== "";
  } catch {
    return false;
  }
}

export function webhookFormSchema(texts: WebhookFormTexts) {
  return z.object({
    url: z
      .string()
      .trim()
      .refine((v) => v.length <= WEBHOOK_URL_MAX && isHttpUrl(v), texts.urlInvalid),
    events: z.array(z.string()).refine((events) => events.length > 0, texts.eventsRequired),
    secret: z.string().refine((v) => v === "" || SECRET.test(v), texts.secretInvalid),
    active: z.boolean(),
  });
}

export type WebhookFormInput = z.input<ReturnType<typeof webhookFormSchema>>;
export type WebhookFormValues = z.output<ReturnType<typeof webhookFormSchema>>;

export function webhookFormValuesOf(endpoint?: WebhookEndpoint): WebhookFormInput {
  return { url: endpoint?.url ?? "", events: endpoint ? [...endpoint.events] : [], secret: "", active: endpoint?.active ?? true };
}

/** POST /api/webhooks/: no secret when left empty (the shop makes one). */
export function createBodyOf(values: WebhookFormValues): WebhookCreateInput {
  return { url: values.url, events: values.events, ...(values.secret ? { secret: values.secret } : {}) };
}

/** PATCH /api/webhooks/{id}/: every field, the secret only when a new one is typed. */
export function patchBodyOf(values: WebhookFormValues): WebhookPatchInput {
  return { url: values.url, events: values.events, active: values.active, ...(values.secret ? { secret: values.secret } : {}) };
}
