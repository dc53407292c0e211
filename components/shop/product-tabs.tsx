"use client";

import { Tabs } from "radix-ui";
import type { ReactNode } from "react";

export interface ProductTab {
  value: string;
  label: string;
  content: ReactNode;
}

/** The home page lists (new arrivals, specials, top sellers) as tabs; arrow keys move between them. */
export function ProductTabs({ tabs, label }: { tabs: ProductTab[]; label: string }) {
  return (
    <Tabs.Root defaultValue={tabs[0]?.value}>
      <Tabs.List aria-label={label} className="mb-5 flex gap-1 border-b border-stone-200">
        {tabs.map((tab) => (
          <Tabs.Trigger
            key={tab.value}
            value={tab.value}
            className="-mb-px shrink-0 border-b-2 border-transparent px-3 py-2.5 sm:px-4 text-sm font-semibold text-stone-700 hover:text-brand-800 data-[state=active]:border-brand-600 data-[state=active]:text-brand-800"
          >
            {tab.label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {tabs.map((tab) => (
        <Tabs.Content key={tab.value} value={tab.value} className="outline-none">
          {tab.content}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
