"use client";

import { SlidersHorizontal, X } from "lucide-react";
import { Dialog } from "radix-ui";
import type { ReactNode } from "react";
import { messages } from "@/lib/messages/en";

/**
 * SPEC.md §2: on narrow screens (991 px and below) the filters open in a side drawer. A modal
 * dialog: focus stays inside, Escape or the close button closes it. The page renders it with a
 * key per view, so choosing a category, search or sort closes it.
 */
export function FiltersDrawer({ children }: { children: ReactNode }) {
  return (
    <Dialog.Root>
      <Dialog.Trigger className="inline-flex items-center gap-2 rounded-lg border border-stone-300 bg-white px-3 py-2 text-sm font-semibold text-stone-800 shadow-sm hover:bg-stone-100 narrow:hidden">
        <SlidersHorizontal aria-hidden="true" className="size-4" />
        {messages.catalog.showFilters}
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-stone-900/40" />
        <Dialog.Content className="fixed inset-y-0 left-0 z-50 flex w-[min(22rem,88vw)] flex-col bg-white shadow-xl outline-none">
          <div className="flex items-center justify-between border-b border-stone-200 px-4 py-3">
            <Dialog.Title className="text-lg font-bold text-stone-900">{messages.catalog.filters}</Dialog.Title>
            <Dialog.Close
              aria-label={messages.catalog.closeFilters}
              className="grid size-10 place-items-center rounded-lg text-stone-700 hover:bg-stone-100"
            >
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">{messages.catalog.filtersDescription}</Dialog.Description>
          <div className="flex-1 overflow-y-auto px-4 py-4">{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
