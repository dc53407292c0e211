import { PackageMinus, Receipt, ShoppingBag, Truck, UserCheck } from "lucide-react";
import type { BackOfficeHome, HomeOrder } from "@/lib/back-office/home";
import { adminHomeMessages as t } from "@/lib/shared/messages/admin";
import { formatCad } from "@/lib/shared/pricing/money";
import { ageText } from "./age";
import { HOME_LINKS } from "./home-links";
import { QueueCard, QueueRow } from "./queue-card";

function OrderRows({ orders, now, since }: { orders: HomeOrder[]; now: Date; since: "placed" | "delivered" }) {
  return orders.map((order) => (
    <QueueRow
      key={order.id}
      href={`/admin/order/${order.id}`}
      primary={
        <>
          <span className="font-semibold">#{order.id}</span> {order.customer}
        </>
      }
      secondary={since === "delivered" && order.deliveredAt ? t.deliveredAgo(ageText(order.deliveredAt, now)) : t.placedAgo(ageText(order.createdAt, now))}
      value={formatCad(order.totalCents)}
    />
  ));
}

/** The back office's home (issue 25): the five queues of work, each a box that opens its list. */
export function AdminHome({ home }: { home: BackOfficeHome }) {
  const { now, toConfirm, toDeliver, overdue, awaitingVerification, toReorder } = home;
  return (
    <div className="grid items-start gap-4 md:grid-cols-2 xl:grid-cols-3" data-testid="admin-home">
      <QueueCard
        id="home-to-confirm"
        href={HOME_LINKS.toConfirm}
        count={toConfirm.count}
        label={t.toConfirm(toConfirm.count)}
        title={t.toConfirmTitle}
        done={t.toConfirmDone}
        icon={ShoppingBag}
        shown={toConfirm.rows.length}
      >
        <OrderRows orders={toConfirm.rows} now={now} since="placed" />
      </QueueCard>
      <QueueCard
        id="home-to-deliver"
        href={HOME_LINKS.toDeliver}
        count={toDeliver.count}
        label={t.toDeliver(toDeliver.count)}
        title={t.toDeliverTitle}
        done={t.toDeliverDone}
        icon={Truck}
        shown={toDeliver.rows.length}
      >
        <OrderRows orders={toDeliver.rows} now={now} since="placed" />
      </QueueCard>
      <QueueCard
        id="home-overdue"
        href={HOME_LINKS.overdue}
        count={overdue.count}
        label={t.overdue(overdue.count)}
        title={t.overdueTitle}
        done={t.overdueDone}
        hint={t.overdueHint(home.paymentTermsDays)}
        icon={Receipt}
        shown={overdue.rows.length}
      >
        <OrderRows orders={overdue.rows} now={now} since="delivered" />
      </QueueCard>
      <QueueCard
        id="home-awaiting"
        href={HOME_LINKS.awaitingVerification}
        count={awaitingVerification.count}
        label={t.awaiting(awaitingVerification.count)}
        title={t.awaitingTitle}
        done={t.awaitingDone}
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
                  {t.signedUpAgo(ageText(customer.createdAt, now))}
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
        label={t.reorder(toReorder.count)}
        title={t.reorderTitle}
        done={t.reorderDone}
        icon={PackageMinus}
        shown={toReorder.rows.length}
      >
        {toReorder.rows.map((product) => (
          <QueueRow key={product.id} href={`/admin/product/${product.id}`} primary={product.name} secondary={t.stockLine(product.quantity, product.reorderBelow)} />
        ))}
      </QueueCard>
    </div>
  );
}
