"use client";

import { ArrowDown, ArrowUp, ShoppingCart, X } from "lucide-react";
import { Link } from "@/client/i18n/navigation";
import { useEffect, useId, useMemo, useRef, useState } from "react";
import type { OrderGuide, OrderGuideLine } from "@/lib/orders/order-guide";
import type { ProductView } from "@/lib/catalog/product-view";
import { errorText } from "@/client/api-client/api-error";
import { addGuideToCart, changeGuideLine, pinToGuide, unpinFromGuide } from "@/client/api-client/order-guide";
import { useSetCartCount } from "@/client/ui/cart-count";
import { matchesSearch } from "@/client/ui/search-match";
import { toast } from "@/client/ui/toast";
import { MAX_CASES_PER_ADD } from "@/lib/shared/cart/schemas";
import { useLocale, useTranslations } from "next-intl";
import { formatCad, toCents } from "@/lib/shared/pricing/money";
import { casePriceCents } from "@/lib/shared/pricing/pricing";
import { Button, buttonStyles } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { HydrationMark } from "@/components/ui/hydration-mark";
import { QuantityStepper } from "@/components/ui/quantity-stepper";
import { ProductPicker } from "@/components/orders/product-picker";

/*
 * The order guide (docs/product.md §2 /order-guide): the customer's usual products in their own
 * order, each with its last and usual cases, a case stepper and Add to cart; a filter, Add all,
 * move up/down, pin and unpin. Staff see the same screen for a customer (`customer`), their adds
 * going to their own admin cart. "home": the top lines only, to add from (the home page).
 */

type Mode = "full" | "home";

/** Whether this line may go into the caller's cart now (staff may order what is out of stock). */
function addable(line: OrderGuideLine, staff: boolean): boolean {
  return !line.product.is_deleted && (staff || line.product.stock);
}

/** A case count that may be unknown (never ordered, no usual quantity yet), as the messages take it. */
const knownCases = (n: number | null) => ({ n: n ?? 0, known: n === null ? "no" : "yes" });

const iconButton =
  "grid size-9 shrink-0 place-items-center rounded-md border border-stone-300 bg-white text-stone-700 hover:bg-stone-100 disabled:opacity-40 disabled:hover:bg-white";

export function OrderGuideView({
  initialGuide,
  customer,
  cartHref,
  mode = "full",
  total,
}: {
  initialGuide: OrderGuide;
  /** Staff: the customer whose guide this is. */
  customer?: number;
  cartHref: string;
  mode?: Mode;
  /** "home": how many lines the whole guide has. */
  total?: number;
}) {
  const t = useTranslations("orderGuide");
  const staff = customer !== undefined;
  const query = useMemo(() => (staff ? { customer: String(customer) } : {}), [staff, customer]);
  const setCartCount = useSetCartCount();
  const filterId = useId();
  const [lines, setLines] = useState(initialGuide.results);
  const [cases, setCases] = useState<Record<number, number>>({});
  const [filter, setFilter] = useState("");
  const [busy, setBusy] = useState(false);
  const [announce, setAnnounce] = useState("");
  const focusAfter = useRef<{ id: number; dir: "up" | "down" } | null>(null);

  const casesOf = (line: OrderGuideLine) => cases[line.product.id] ?? line.usual_quantity ?? 1;
  const shown = mode === "home" ? lines : lines.filter((l) => matchesSearch(`${l.product.name} ${l.product.item}`, filter));
  const inGuide = useMemo(() => new Set(lines.map((l) => l.product.id)), [lines]);

  // After a move, the keyboard stays on the moved line's button (the other one at an end).
  useEffect(() => {
    const target = focusAfter.current;
    if (!target) return;
    focusAfter.current = null;
    const other = target.dir === "up" ? "down" : "up";
    const button = document.getElementById(`guide-move-${target.dir}-${target.id}`) as HTMLButtonElement | null;
    if (button && !button.disabled) button.focus();
    else document.getElementById(`guide-move-${other}-${target.id}`)?.focus();
  }, [lines]);

  async function run<T>(work: () => Promise<T>, done: (answer: T) => void) {
    setBusy(true);
    try {
      done(await work());
    } catch (failure) {
      toast.error(errorText(failure), { duration: 4000 });
    } finally {
      setBusy(false);
    }
  }

  const guideChanged = (guide: OrderGuide) => setLines(guide.results);

  const addLines = (picked: OrderGuideLine[]) =>
    run(
      () => addGuideToCart({ lines: picked.map((l) => ({ product: l.product.id, cases: casesOf(l) })) }, query),
      (answer) => {
        setCartCount(answer.cart.count);
        const text = answer.added.length === 1 ? t("addedOne", { name: answer.added[0]!.name, cases: answer.added[0]!.cases }) : t("added", { n: answer.added.length });
        toast.success(text, { duration: 3000, action: { label: t("viewCart"), href: cartHref } });
        setAnnounce(text);
      },
    );

  const move = (line: OrderGuideLine, dir: "up" | "down") => {
    const at = shown.indexOf(line);
    const neighbour = shown[dir === "up" ? at - 1 : at + 1];
    if (!neighbour) return;
    void run(
      () => changeGuideLine({ productId: line.product.id }, { position: neighbour.position }, query),
      (guide) => {
        focusAfter.current = { id: line.product.id, dir };
        guideChanged(guide);
        setAnnounce(t("moved", { name: line.product.name, position: neighbour.position }));
      },
    );
  };

  const setUsual = (line: OrderGuideLine) =>
    run(
      () => changeGuideLine({ productId: line.product.id }, { usual_quantity: casesOf(line) }, query),
      (guide) => {
        guideChanged(guide);
        setAnnounce(t("usualSaved", { name: line.product.name }));
      },
    );

  const unpin = (line: OrderGuideLine) =>
    run(
      () => unpinFromGuide({ productId: line.product.id }, query),
      (guide) => {
        guideChanged(guide);
        setAnnounce(t("unpinned", { name: line.product.name }));
        toast.success(t("unpinned", { name: line.product.name }), { duration: 2000 });
      },
    );

  const pin = (product: ProductView) =>
    run(
      () => pinToGuide({ product: product.id }, query),
      (guide) => {
        guideChanged(guide);
        setAnnounce(t("pinnedToast", { name: product.name }));
        toast.success(t("pinnedToast", { name: product.name }), { duration: 2000 });
      },
    );

  const ready = shown.filter((l) => addable(l, staff));

  return (
    <div className="flex flex-col gap-6">
      <HydrationMark />
      <p role="status" aria-live="polite" className="sr-only">{announce}</p>
      {mode === "full" && lines.length > 0 && (
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div className="flex w-full min-w-0 flex-col gap-1 sm:w-80">
            <label htmlFor={filterId} className="text-sm font-semibold text-stone-800">{t("filterLabel")}</label>
            <input
              id={filterId}
              type="search"
              value={filter}
              onChange={(e) => setFilter(e.target.value)}
              placeholder={t("filterPlaceholder")}
              className="rounded-lg border border-stone-300 px-3 py-2 text-base outline-none focus-visible:border-brand-600"
            />
          </div>
          <div className="flex flex-wrap items-center gap-3">
            <p className="text-sm text-stone-600" data-testid="guide-count">{t("count", { shown: shown.length, total: lines.length, scope: shown.length === lines.length ? "all" : "some" })}</p>
            <Button type="button" pending={busy} disabled={ready.length === 0} onClick={() => void addLines(ready)}>
              <ShoppingCart aria-hidden="true" className="size-4" />
              {t("addAll")}
            </Button>
          </div>
        </div>
      )}
      {staff && mode === "full" && <p className="text-sm text-stone-600">{t("staffNote")}</p>}
      {lines.length === 0 ? (
        <EmptyState title={t("emptyTitle")} description={staff ? t("emptyStaffText") : t("emptyText")} />
      ) : shown.length === 0 ? (
        <p className="rounded-xl border border-stone-200 bg-white p-6 text-center text-stone-700">{t("noneMatch")}</p>
      ) : (
        <ol aria-label={t("linesLabel")} className="flex flex-col gap-3">
          {shown.map((line, i) => (
            <GuideLineItem
              key={line.product.id}
              line={line}
              mode={mode}
              staff={staff}
              busy={busy}
              cases={casesOf(line)}
              first={i === 0}
              last={i === shown.length - 1}
              onCases={(value) => setCases((all) => ({ ...all, [line.product.id]: value }))}
              onAdd={() => void addLines([line])}
              onMove={(dir) => move(line, dir)}
              onSetUsual={() => void setUsual(line)}
              onUnpin={() => void unpin(line)}
            />
          ))}
        </ol>
      )}
      {mode === "home" && total !== undefined && (
        <Link href="/order-guide" className={`${buttonStyles.secondary} self-start`}>{t("homeAll", { n: total })}</Link>
      )}
      {mode === "full" && (
        <ProductPicker
          onAdd={(product) => void pin(product)}
          busy={busy}
          inOrder={inGuide}
          anyStock
          texts={{ heading: t("pinHeading"), search: t("pinSearch"), add: t("pin"), addLabel: (name) => t("pinLabel", { name }), inList: t("inGuide") }}
        />
      )}
    </div>
  );
}

function GuideLineItem({
  line,
  mode,
  staff,
  busy,
  cases,
  first,
  last,
  onCases,
  onAdd,
  onMove,
  onSetUsual,
  onUnpin,
}: {
  line: OrderGuideLine;
  mode: Mode;
  staff: boolean;
  busy: boolean;
  cases: number;
  first: boolean;
  last: boolean;
  onCases: (cases: number) => void;
  onAdd: () => void;
  onMove: (dir: "up" | "down") => void;
  onSetUsual: () => void;
  onUnpin: () => void;
}) {
  const t = useTranslations("orderGuide");
  const tShop = useTranslations("shop");
  const locale = useLocale();
  const { product } = line;
  const box = product.box_quantity;
  const canAdd = addable(line, staff);
  const status = product.is_deleted ? t("noLongerSold") : !product.stock ? tShop("outOfStock") : null;
  const price = product.discounted_price;
  return (
    <li className="rounded-xl border border-stone-200 bg-white p-3 sm:p-4" data-testid="guide-line">
      <div className="flex flex-col gap-3 md:flex-row md:items-center">
        <div className="flex min-w-0 flex-1 gap-3">
          {/* eslint-disable-next-line @next/next/no-img-element -- a thumbnail as the pickers show it */}
          <img src={product.image ?? "/placeholder-product.svg"} alt="" width={56} height={56} loading="lazy" className="size-14 shrink-0 rounded-lg bg-stone-100 object-cover" />
          <div className="min-w-0 flex-1 text-sm">
            <p className="font-semibold text-stone-900" data-testid="guide-line-name">
              {product.is_deleted ? product.name : <Link href={`/products/${product.slug}`} className="hover:underline">{product.name}</Link>}
            </p>
            <p className="text-stone-600">
              <span className="font-mono">{product.item}</span>
              {price !== undefined && <> · {box > 1 ? tShop("perCase", { price: formatCad(casePriceCents(toCents(price), box), locale), n: box }) : tShop("perUnit", { price: formatCad(toCents(price), locale) })}</>}
            </p>
            <p className="text-stone-700">
              {t("lastLabel", knownCases(line.last_quantity))} · {t("usualLabel", knownCases(line.usual_quantity))}
              {line.pinned && <> · <span className="font-medium text-brand-800">{t("pinned")}</span></>}
            </p>
            {status && <p className="mt-1 font-semibold text-sale-600">{status}</p>}
          </div>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <QuantityStepper
            quantity={cases * box}
            box={box}
            busy={busy || product.is_deleted}
            onChange={(units) => onCases(Math.min(Math.max(Math.floor(units / box), 1), MAX_CASES_PER_ADD))}
            labels={{ input: t("casesInput", { name: product.name }), decrease: t("decrease", { name: product.name }), increase: t("increase", { name: product.name }) }}
          />
          <Button type="button" disabled={busy || !canAdd} onClick={onAdd} aria-label={t("addLabel", { name: product.name })} className="whitespace-nowrap">
            <ShoppingCart aria-hidden="true" className="size-4" />
            {t("add")}
          </Button>
          {mode === "full" && (
            <>
              {cases !== line.usual_quantity && !product.is_deleted && (
                <button type="button" disabled={busy} onClick={onSetUsual} aria-label={t("setUsualLabel", { name: product.name, cases })} className="text-sm font-semibold text-brand-700 underline hover:text-brand-800 disabled:text-stone-400">
                  {t("setUsual")}
                </button>
              )}
              <div className="flex items-center gap-1">
                <button type="button" id={`guide-move-up-${product.id}`} disabled={busy || first} onClick={() => onMove("up")} aria-label={t("moveUp", { name: product.name })} className={iconButton}>
                  <ArrowUp aria-hidden="true" className="size-4" />
                </button>
                <button type="button" id={`guide-move-down-${product.id}`} disabled={busy || last} onClick={() => onMove("down")} aria-label={t("moveDown", { name: product.name })} className={iconButton}>
                  <ArrowDown aria-hidden="true" className="size-4" />
                </button>
                <button type="button" disabled={busy} onClick={onUnpin} aria-label={t("unpinLabel", { name: product.name })} className={iconButton}>
                  <X aria-hidden="true" className="size-4" />
                </button>
              </div>
            </>
          )}
        </div>
      </div>
    </li>
  );
}
