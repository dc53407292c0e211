import { render, type RenderOptions } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import type { ReactElement, ReactNode } from "react";
import en from "@/messages/en-CA.json";
import fr from "@/messages/fr-CA.json";
import type { Locale } from "@/lib/shared/i18n/locales";
import { SHOP_TIME_ZONE } from "@/lib/shared/orders/order-time";

/*
 * Renders a component as a page renders it: inside next-intl's provider with the whole catalogue of
 * a language (English unless told), in the shop's time zone. A missing message throws.
 */
export function IntlWrapper({ locale = "en-CA", children }: { locale?: Locale; children: ReactNode }) {
  return (
    <NextIntlClientProvider
      locale={locale}
      messages={locale === "fr-CA" ? fr : en}
      timeZone={SHOP_TIME_ZONE}
      onError={(error) => {
        throw error;
      }}
    >
      {children}
    </NextIntlClientProvider>
  );
}

export function renderWithIntl(ui: ReactElement, options: RenderOptions & { locale?: Locale } = {}) {
  const { locale, ...rest } = options;
  return render(ui, { wrapper: ({ children }) => <IntlWrapper locale={locale}>{children}</IntlWrapper>, ...rest });
}
