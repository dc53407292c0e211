import { Link } from "@/client/i18n/navigation";
import { buttonStyles } from "./button";

/** The body of a 404 page: what was not found, why, and the way back. */
export function NotFoundPanel({ title, text, href, linkText }: { title: string; text?: string; href: string; linkText: string }) {
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center gap-4 px-4 py-16 text-center">
      <h1 className="text-2xl font-bold text-brand-800">{title}</h1>
      {text && <p className="text-stone-700">{text}</p>}
      <Link href={href} className={buttonStyles.primary}>
        {linkText}
      </Link>
    </div>
  );
}
