import type { ReactNode } from "react";

/** The frame of the account screens: one h1, a short introduction, the form, then helper links. */
export function AccountCard({
  heading,
  intro,
  children,
  footer,
  notice,
  wide = false,
}: {
  heading: string;
  intro?: ReactNode;
  /** Why the person is here (e.g. sent to log in from their cart). */
  notice?: string;
  children: ReactNode;
  footer?: ReactNode;
  wide?: boolean;
}) {
  return (
    <div className={`mx-auto w-full px-4 py-10 sm:py-14 ${wide ? "max-w-3xl" : "max-w-md"}`}>
      <section className="rounded-2xl border border-stone-200 bg-white p-6 shadow-sm sm:p-8">
        {notice && (
          <p role="status" className="mb-4 rounded-lg border border-brand-100 bg-brand-50 px-3 py-2 text-sm font-medium text-brand-800" data-testid="login-reason">
            {notice}
          </p>
        )}
        <h1 className="text-2xl font-bold text-brand-800">{heading}</h1>
        {intro && <div className="mt-2 text-sm text-stone-600">{intro}</div>}
        <div className="mt-6">{children}</div>
      </section>
      {footer && <div className="mt-5 flex flex-col items-center gap-2 text-sm text-stone-700">{footer}</div>}
    </div>
  );
}
