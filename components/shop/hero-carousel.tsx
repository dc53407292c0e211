"use client";

import { ChevronLeft, ChevronRight, Pause, Play } from "lucide-react";
import { useEffect, useState, type FocusEvent, type ReactNode } from "react";
import { useTranslations } from "next-intl";
import { useReducedMotion } from "@/client/ui/use-reduced-motion";

/** docs/product.md §9: autoplay, 2.5 s on each slide, 1 s transition. */
const DELAY_MS = 2500;
const TRANSITION_MS = 1000;

const controlStyles =
  "grid size-10 place-items-center rounded-full border border-stone-300 bg-white text-stone-800 shadow-sm hover:border-brand-600 hover:text-brand-800";

/**
 * The home page banner (WAI-ARIA carousel pattern): the rotation control comes first, autoplay
 * pauses while the pointer is over it or focus is inside, and never starts for people who prefer
 * reduced motion (who also get no slide transition). Hidden slides are inert. The controls come
 * first in the tab order and show under the slides.
 */
export function HeroCarousel({ slides }: { slides: ReactNode[] }) {
  const t = useTranslations("home");
  const count = slides.length;
  const reducedMotion = useReducedMotion();
  const [index, setIndex] = useState(0);
  const [userPaused, setUserPaused] = useState<boolean | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);

  const autoplay = userPaused === null ? !reducedMotion : !userPaused;
  const running = autoplay && !hovered && !focused;

  useEffect(() => {
    if (!running || count < 2) return;
    const timer = window.setTimeout(() => setIndex((i) => (i + 1) % count), DELAY_MS + (reducedMotion ? 0 : TRANSITION_MS));
    return () => window.clearTimeout(timer);
  }, [running, index, count, reducedMotion]);

  const show = (i: number) => setIndex((i + count) % count);
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
  };
  const PlayIcon = autoplay ? Pause : Play;

  return (
    <section
      aria-roledescription="carousel"
      aria-label={t("carousel")}
      className="relative flex flex-col-reverse"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
      data-autoplay={running ? "running" : "paused"}
    >
      <div className="mt-3 flex items-center justify-center gap-2" data-testid="carousel-controls">
        <button type="button" onClick={() => setUserPaused(autoplay)} aria-label={autoplay ? t("pause") : t("play")} className={controlStyles}>
          <PlayIcon aria-hidden="true" className="size-4" />
        </button>
        <button type="button" onClick={() => show(index - 1)} aria-label={t("previousSlide")} className={controlStyles}>
          <ChevronLeft aria-hidden="true" className="size-5" />
        </button>
        <div className="flex items-center">
          {slides.map((_, i) => (
            <button
              key={i}
              type="button"
              onClick={() => show(i)}
              aria-label={t("goToSlide", { n: i + 1 })}
              aria-current={i === index ? "true" : undefined}
              className="group grid size-8 place-items-center"
            >
              <span
                aria-hidden="true"
                className={`block h-2.5 rounded-full motion-safe:transition-all ${i === index ? "w-6 bg-brand-700" : "w-2.5 bg-stone-400 group-hover:bg-stone-600"}`}
              />
            </button>
          ))}
        </div>
        <button type="button" onClick={() => show(index + 1)} aria-label={t("nextSlide")} className={controlStyles}>
          <ChevronRight aria-hidden="true" className="size-5" />
        </button>
      </div>
      <div className="overflow-hidden rounded-2xl">
        <div
          aria-live={running ? "off" : "polite"}
          className={`flex ${reducedMotion ? "" : "transition-transform duration-1000 ease-in-out"}`}
          style={{ transform: `translateX(-${index * 100}%)` }}
        >
          {slides.map((slide, i) => (
            <div
              key={i}
              role="group"
              aria-roledescription="slide"
              aria-label={t("slideLabel", { n: i + 1, total: count })}
              inert={i !== index}
              className="w-full shrink-0"
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
