"use client";

import { useTranslations } from "next-intl";
import { useEffect, useId, useMemo, useState } from "react";
import { createWebhook, updateWebhook, type CreatedWebhookEndpoint, type WebhookEndpoint } from "@/client/api-client/webhooks";
import { Link, useRouter } from "@/client/i18n/navigation";
import { toast } from "@/client/ui/toast";
import { useSubmitForm } from "@/client/ui/use-submit-form";
import { FormActions } from "@/components/ui/form-actions";
import { TextField } from "@/components/ui/text-field";
import { WEBHOOK_EVENTS, WEBHOOK_URL_MAX } from "@/lib/shared/webhooks/webhook-schemas";
import { createBodyOf, patchBodyOf, webhookFormSchema, webhookFormValuesOf, type WebhookFormTexts } from "./webhook-form-values";
import { EVENT_LABEL } from "./webhook-texts";

/**
 * /admin/webhooks' add form and /admin/webhook/{id}'s edit form (issue 32): the endpoint's URL, the
 * events it receives, a signing secret (optional: the shop makes one), and on the edit form whether
 * it is active. Added, the endpoint's secret is shown once, to copy into the receiving system.
 */
export function WebhookForm({ endpoint }: { endpoint?: WebhookEndpoint }) {
  const t = useTranslations("adminWebhooks");
  const router = useRouter();
  const id = useId();
  const texts: WebhookFormTexts = useMemo(() => ({ urlInvalid: t("urlInvalid"), eventsRequired: t("eventsRequired"), secretInvalid: t("secretInvalid") }), [t]);
  const schema = useMemo(() => webhookFormSchema(texts), [texts]);
  const initial = useMemo(() => webhookFormValuesOf(endpoint), [endpoint]);
  const { form, field, submit, actions, clear } = useSubmitForm(schema, initial, { serverFields: ["url", "events", "secret"] });
  const [created, setCreated] = useState<CreatedWebhookEndpoint | null>(null);

  useEffect(() => form.reset(initial), [form, initial]);

  const eventsError = form.formState.errors.events?.message ?? form.formState.errors.events?.root?.message;

  const onSubmit = submit(async (values) => {
    if (endpoint) {
      await updateWebhook({ id: endpoint.id }, patchBodyOf(values));
      toast.success(t("saved"), { duration: 2000 });
      form.reset({ ...values, secret: "" });
    } else {
      const answer = await createWebhook(createBodyOf(values));
      toast.success(t("created"), { duration: 2000 });
      setCreated(answer);
      form.reset(webhookFormValuesOf());
    }
    router.refresh();
  });

  const section = "flex flex-col gap-5 rounded-xl border border-stone-200 bg-white p-4 sm:p-6";
  return (
    <div className="flex flex-col gap-4">
      {created && (
        <section aria-labelledby={`${id}-secret`} className="rounded-xl border border-brand-200 bg-brand-50 p-4 sm:p-6" data-testid="webhook-secret-panel">
          <h2 id={`${id}-secret`} className="text-base font-semibold text-stone-900">
            {t("secretTitle")}
          </h2>
          <p className="mt-1 text-sm text-stone-700">{t("secretText")}</p>
          <p className="mt-3 break-all rounded-lg border border-stone-300 bg-white px-3 py-2 font-mono text-sm text-stone-900" data-testid="webhook-secret">
            {created.secret}
          </p>
          <Link href={`/admin/webhook/${created.id}`} prefetch={false} className="mt-3 inline-block text-sm font-semibold text-brand-700 underline hover:text-brand-800">
            {t("secretOpen")}
          </Link>
        </section>
      )}
      <form onSubmit={onSubmit} noValidate className={section} aria-labelledby={`${id}-title`}>
        <h2 id={`${id}-title`} className="text-base font-semibold text-stone-900">
          {endpoint ? t("detailsTitle") : t("addTitle")}
        </h2>
        <TextField
          id={`${id}-url`}
          label={t("fieldUrl")}
          type="url"
          inputMode="url"
          required
          autoComplete="off"
          spellCheck={false}
          maxLength={WEBHOOK_URL_MAX}
          placeholder="https://erp.example.ca/hooks/shop"
          hint={t("urlHint")}
          {...field("url")}
        />
        <fieldset aria-describedby={eventsError ? `${id}-events-error` : undefined} aria-invalid={eventsError ? true : undefined}>
          <legend className="text-sm font-medium text-stone-800">{t("eventsLegend")}</legend>
          <div className="mt-2 grid gap-2 sm:grid-cols-2">
            {WEBHOOK_EVENTS.map((event) => (
              <label key={event} className="flex min-h-11 items-center gap-2 rounded-lg border border-stone-200 px-3 text-sm text-stone-800 has-checked:border-brand-600 has-checked:bg-brand-50">
                <input type="checkbox" value={event} className="size-4 accent-brand-600" {...form.register("events", { onChange: clear })} />
                <span>{t(EVENT_LABEL[event])}</span>
                <code className="ml-auto text-xs text-stone-600">{event}</code>
              </label>
            ))}
          </div>
          {eventsError && (
            <p id={`${id}-events-error`} className="mt-1 text-sm text-sale-600">
              {eventsError}
            </p>
          )}
        </fieldset>
        <TextField
          id={`${id}-secret-field`}
          label={endpoint ? t("fieldNewSecret") : t("fieldSecret")}
          type="text"
          autoComplete="off"
          spellCheck={false}
          hint={endpoint ? t("newSecretHint", { hint: endpoint.secret_hint }) : t("secretHint")}
          {...field("secret")}
        />
        {endpoint && (
          <div className="flex flex-col gap-1">
            <label className="flex min-h-11 items-center gap-2 text-sm font-medium text-stone-800">
              <input type="checkbox" className="size-4 accent-brand-600" aria-describedby={`${id}-active-hint`} {...form.register("active", { onChange: clear })} />
              {t("fieldActive")}
            </label>
            <p id={`${id}-active-hint`} className="text-sm text-stone-600">
              {t("activeHint")}
            </p>
          </div>
        )}
        <FormActions {...actions} className="sm:min-w-32" cancel={endpoint ? { href: "/admin/webhooks", label: t("cancel") } : undefined}>
          {endpoint ? t("save") : t("add")}
        </FormActions>
      </form>
    </div>
  );
}
