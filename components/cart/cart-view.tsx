"use client";

import { Minus, Plus, Trash2 } from "lucide-react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "sonner";
import type { Cart, CartLine } from "@/lib/cart/cart";
import { formatCad, toCents } from "@/lib/pricing/money";
import { apiFetch, errorText } from "@/lib/ui/api-client";
import { messages } from "@/lib/messages/en";

const t = messages.cart;

/**
 * The cart table (SPEC.md §2 Cart screen). Changes show at once and settle on the server's
 * answer, which recomputes every total; the header badge follows through a refresh.
 */
export function CartView({ initialCart }: { initialCart: Cart }) {
  const router = useRouter();
  const [cart, setCart] = useState(initialCart);
  const [busy, setBusy] = useState<number | null>(null);

  const change = async (line: CartLine, quantity: number) => {
    const before = cart;
    setBusy(line.id);
    setCart({ ...cart, items: quantity === 0 ? cart.items.filter((i) => i.id !== line.id) : cart.items.map((i) => (i.id === line.id ? { ...i, quantity } : i)) });
    try {
      const next = quantity === 0
        ? await apiFetch<Cart>(`/api/cart/items/${line.id}/`, { method: "DELETE" })
        : await apiFetch<Cart>(`/api/cart/items/${line.id}/`, { method: "PATCH", body: { quantity } });
      setCart(next);
      if (quantity === 0) toast.success(t.removed(line.name), { duration: 2000 });
      router.refresh();
    } catch (failure) {
      setCart(before);
      toast.error(errorText(failure), { duration: 4000 });
    } finally {
      setBusy(null);
    }
  };

  if (cart.items.length === 0) {
    return (
      <div className="rounded-xl border border-stone-200 bg-white p-8 text-center">
        <p className="text-lg font-semibold text-stone-800">{t.empty}</p>
        <p className="mt-2 text-stone-600">{t.addSome}</p>
        <Link href="/products" className="mt-4 inline-block rounded-lg bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700">
          {t.shopNow}
        </Link>
      </div>
    );
  }

  return (
    <div className="flex min-w-0 flex-col gap-6">
      <div className="w-full min-w-0 max-w-full overflow-x-auto rounded-xl border border-stone-200 bg-white">
        <table className="w-full text-left text-sm">
          <thead className="border-b border-stone-200 bg-stone-50 text-stone-700">
            <tr>
              <th scope="col" className="px-4 py-3">{t.product}</th>
              <th scope="col" className="px-4 py-3">{t.price}</th>
              <th scope="col" className="px-4 py-3">{t.taxable}</th>
              <th scope="col" className="px-4 py-3">{t.quantity}</th>
              <th scope="col" className="px-4 py-3"><span className="sr-only">{t.remove}</span></th>
            </tr>
          </thead>
          <tbody>
            {cart.items.map((line) => (
              <CartRow key={line.id} line={line} busy={busy === line.id} onChange={(q) => void change(line, q)} />
            ))}
          </tbody>
        </table>
      </div>
      <p className="self-end text-lg">
        {t.estimatedTotal}: <strong data-testid="estimated-total">{formatCad(toCents(cart.subtotal))} CAD</strong>
      </p>
      <p className="self-end text-sm text-stone-600">{t.checkoutSoon}</p>
    </div>
  );
}

function CartRow({ line, busy, onChange }: { line: CartLine; busy: boolean; onChange: (quantity: number) => void }) {
  const [typed, setTyped] = useState(String(line.quantity));
  const [shown, setShown] = useState(line.quantity);
  if (shown !== line.quantity) {
    setShown(line.quantity);
    setTyped(String(line.quantity));
  }
  const discounted = toCents(line.discounted_price) < toCents(line.price);
  const commit = () => {
    if (typed !== "" && Number(typed) !== line.quantity) onChange(Number(typed));
    else setTyped(String(line.quantity));
  };
  return (
    <tr className="border-b border-stone-100 last:border-0">
      <td className="px-4 py-3">
        <div className="flex items-center gap-3">
          {/* eslint-disable-next-line @next/next/no-img-element */}
          <img src={line.image ?? "/placeholder-product.svg"} alt="" width={56} height={56} className="size-14 rounded-md bg-stone-100 object-cover" />
          <div>
            <Link href={`/products/${line.slug}`} className="font-semibold text-stone-900 hover:underline">{line.name}</Link>
            {line.free_quantity > 0 && <p className="text-xs font-bold text-brand-700">{t.gratis}</p>}
          </div>
        </div>
      </td>
      <td className="px-4 py-3 whitespace-nowrap">
        {formatCad(toCents(line.discounted_price))} CAD
        {discounted && <del className="ml-2 text-stone-500">{formatCad(toCents(line.price))}</del>}
      </td>
      <td className="px-4 py-3">{line.sales_tax_code === "G" ? t.yes : t.no}</td>
      <td className="px-4 py-3">
        <div className="flex items-center gap-1">
          <button type="button" disabled={busy} onClick={() => onChange(line.quantity - line.box_quantity)} aria-label={t.decrease(line.name)} className="grid size-8 place-items-center rounded-md border border-stone-300 hover:bg-stone-100 disabled:opacity-50">
            <Minus aria-hidden="true" className="size-4" />
          </button>
          <input
            inputMode="numeric"
            aria-label={t.quantityLabel(line.name)}
            value={typed}
            disabled={busy}
            onChange={(e) => setTyped(e.target.value.replace(/\D/g, ""))}
            onBlur={commit}
            onKeyDown={(e) => e.key === "Enter" && commit()}
            className="w-16 rounded-md border border-stone-300 px-2 py-1 text-center"
          />
          <button type="button" disabled={busy} onClick={() => onChange(line.quantity + line.box_quantity)} aria-label={t.increase(line.name)} className="grid size-8 place-items-center rounded-md border border-stone-300 hover:bg-stone-100 disabled:opacity-50">
            <Plus aria-hidden="true" className="size-4" />
          </button>
        </div>
      </td>
      <td className="px-4 py-3">
        <button type="button" disabled={busy} onClick={() => onChange(0)} aria-label={t.removeLabel(line.name)} className="grid size-8 place-items-center rounded-md text-sale-600 hover:bg-red-50 disabled:opacity-50">
          <Trash2 aria-hidden="true" className="size-4" />
        </button>
      </td>
    </tr>
  );
}
