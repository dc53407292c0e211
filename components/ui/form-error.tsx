import { CircleAlert } from "lucide-react";

/** The red line under a form with the server's answer (docs/product.md §8); announced when it appears. */
export function FormError({ message }: { message: string | null }) {
  return (
    <div role="alert" aria-live="assertive" className="min-h-0">
      {message && (
        <p className="flex items-start gap-2 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm font-medium text-sale-600">
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span data-testid="form-error">{message}</span>
        </p>
      )}
    </div>
  );
}
