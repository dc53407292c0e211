import type { Metadata } from "next";
import { FormRules } from "@/components/layout/form-rules";
import { AdminCartView } from "@/components/admin-checkout/admin-cart-view";
import { requireUser } from "@/lib/identity/access";
import { pageRoute, schemaQuery, type PageProps } from "@/lib/entry/page-route";
import { adminDraftCart, openAdminCart } from "@/lib/orders/admin-draft";
import { adminCartQuerySchema } from "@/lib/shared/orders/admin-cart-schemas";
import { getTranslations } from "next-intl/server";
import { IntlScope } from "@/components/layout/intl-scope";
import { BACK_OFFICE_NAMESPACES } from "@/lib/i18n/client-messages";

// Per person (the session decides what it shows): rendered per request, never prerendered.
export const instant = false;

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("cart");
  return { title: t("title"), robots: { index: false, follow: false } };
}

/** ?customer={id} ("New order" on a customer's page, their orders, the orders list) chooses that customer first. */
const page = pageRoute("/cart-admin", {
  query: schemaQuery(adminCartQuerySchema, { refused: () => "/cart-admin", firstPage: () => "/cart-admin" }),
  load: (ctx, { view }) => openAdminCart(ctx, view),
});

/** The admin's cart, ordered for a customer chosen on it (docs/product.md §2 /cart-admin). */
export default async function AdminCartPage(props: PageProps) {
  const { ctx, data } = await page(props);
  const { draft, choice, refused } = data;
  const t = await getTranslations("cart");
  return (
    <FormRules>
      <div className="mx-auto max-w-7xl px-4 py-8">
        <h1 className="mb-6 text-3xl font-bold text-brand-800">{t("title")}</h1>
        <IntlScope namespaces={BACK_OFFICE_NAMESPACES}>
          <AdminCartView
            initialCart={adminDraftCart(draft)}
            saved={draft.billing}
            owner={requireUser(ctx.actor).id}
            link={choice ? { company: choice.billing.label, previous: choice.previous, lines: choice.lines } : null}
            refused={refused}
          />
        </IntlScope>
      </div>
    </FormRules>
  );
}
