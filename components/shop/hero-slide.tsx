import { Link } from "@/client/i18n/navigation";
import { useTranslations } from "next-intl";
import { SlideArt } from "./slide-art";

const BACKGROUNDS = [
  "from-brand-800 to-brand-600",
  "from-[#5c3d1e] to-[#8a5a2b]",
  "from-[#1d3557] to-[#2a6f97]",
  "from-[#12455e] to-[#1f7a8c]",
  "from-stone-800 to-brand-700",
];

/** One home slide: a heading, a line of text, the Start shopping link and its drawing. */
export function HeroSlide({ index, heading, text }: { index: number; heading: string; text: string }) {
  const t = useTranslations("home");
  return (
    <div className={`grid min-h-[19rem] bg-linear-to-br sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] ${BACKGROUNDS[index % BACKGROUNDS.length]}`}>
      <div className="flex flex-col justify-center gap-3 px-6 py-8 sm:px-10">
        <h2 className="text-2xl font-bold text-white sm:text-3xl">{heading}</h2>
        <p className="max-w-md text-base text-white/90">{text}</p>
        <Link
          href="/products"
          className="mt-2 self-start rounded-lg bg-accent-500 px-5 py-2.5 text-sm font-bold text-stone-900 shadow hover:bg-[#e0b88e]"
        >
          {t("startShopping")}
        </Link>
      </div>
      <SlideArt variant={index} className="hidden h-full max-h-[19rem] w-full self-end sm:block" />
    </div>
  );
}
