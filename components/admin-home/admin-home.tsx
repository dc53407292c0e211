import { PackageMinus, Receipt, ShoppingBag, Truck, UserCheck } from "lucide-react";
import type { BackOfficeHome, HomeOrder } from "@/lib/back-office/home";
import { useLocale, useTranslations } from "next-intl";
import type { Locale } from "@/lib/shared/i18n/locales";
import { formatCad } from "@/lib/shared/pricing/money";
import { ageText, type AdminHomeTexts } from "./age";
import { HOME_LINKS } from "./home-links";
import { QueueCard, QueueRow } from "./queue-card";

function OrderRows({ orders, now, since, t, locale }: { orders: HomeOrder[]; now: Date; since: "placed" | "delivered"; t: AdminHomeTexts; locale: Locale }) {
  return orders.map((order) => (
    <QueueRow
      key={order.id}
      href={`/admin/order/${order.id}`}
      primary={
        <>
          <span className="font-semibold">#{order.id}</span> {order.customer}
        </>
      }
      secondary={
        since === "delivered" && order.deliveredAt
          ? t("deliveredAgo", { age: ageText(order.deliveredAt, now, t) })
          : t("placedAgo", { age: ageText(order.createdAt, now, t) })
      }
      value={formatCad(order.totalCents, locale)}
    />
  ));
}

/** The back office's home (issue 25): the five queues of work, each a box that opens its list. */
export function AdminHome({ home }: { home: BackOfficeHome }) {
  const t = useTranslations("adminHome");
  const locale = useLocale();
  const { now, toConfirm, toDeliver, overdue, awaitingVerification, toReorder } = home;
  return (
    <div className="grid items-start gap-4 md:grid-cols-2 xl:grid-cols-3" data-testid="admin-home">
      <QueueCard
        id="home-to-confirm"
        href={HOME_LINKS.toConfirm}
        count={toConfirm.count}
        label={t("toConfirm", { n: toConfirm.count })}
        title={t("toConfirmTitle")}
        done={t("toConfirmDone")}
        icon={ShoppingBag}
        shown={toConfirm.rows.length}
      >
        <OrderRows orders={toConfirm.rows} now={now} since="placed" t={t} locale={locale} />
      </QueueCard>
      <QueueCard
        id="home-to-deliver"
        href={HOME_LINKS.toDeliver}
        count={toDeliver.count}
        label={t("toDeliver", { n: toDeliver.count })}
        title={t("toDeliverTitle")}
        done={t("toDeliverDone")}
        icon={Truck}
        shown={toDeliver.rows.length}
      >
        <OrderRows orders={toDeliver.rows} now={now} since="placed" t={t} locale={locale} />
      </QueueCard>
      <QueueCard
        id="home-overdue"
        href={HOME_LINKS.overdue}
        count={overdue.count}
        label={t("overdue", { n: overdue.count })}
        title={t("overdueTitle")}
        done={t("overdueDone")}
        hint={t("overdueHint", { days: home.paymentTermsDays })}
        icon={Receipt}
        shown={overdue.rows.length}
      >
        <OrderRows orders={overdue.rows} now={now} since="delivered" t={t} locale={locale} />
      </QueueCard>
      <QueueCard
        id="home-awaiting"
        href={HOME_LINKS.awaitingVerification}
        count={awaitingVerification.count}
        label={t("awaiting", { n: awaitingVerification.count })}
        title={t("awaitingTitle")}
        done={t("awaitingDone")}
        icon={UserCheck}
        shown={awaitingVerification.rows.length}
      >
        {awaitingVerification.rows.map((customer) => {
          const name = customer.company || customer.name || customer.email;
          return (
            <QueueRow
              key={customer.id}
              href={`/admin/edit-customer/${customer.id}`}
              primary={name}
              secondary={
                <>
                  {name !== customer.email && <span className="break-all">{customer.email} · </span>}
                  {t("signedUpAgo", { age: ageText(customer.createdAt, now, t) })}
                </>
              }
            />
          );
        })}
      </QueueCard>
      <QueueCard
        id="home-reorder"
        href={HOME_LINKS.toReorder}
        count={toReorder.count}
        label={t("reorder", { n: toReorder.count })}
        title={t("reorderTitle")}
        done={t("reorderDone")}
        icon={PackageMinus}
        shown={toReorder.rows.length}
      >
        {toReorder.rows.map((product) => (
          <QueueRow key={product.id} href={`/admin/product/${product.id}`} primary={product.name} secondary={t("stockLine", { quantity: product.quantity, level: product.reorderBelow })} />
        ))}
      </QueueCard>
    </div>
  );
}
