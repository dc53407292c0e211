"use client";

import { AlertDialog } from "radix-ui";
import type { LucideIcon } from "lucide-react";
import { useState, type ReactElement, type ReactNode } from "react";
import { useTranslations } from "next-intl";
import { cx } from "@/lib/shared/ui/class-names";
import { Button, buttonStyles } from "./button";
import { FormError } from "./form-error";
import { OfflineNotice } from "./offline-notice";
import { useOnline } from "@/client/ui/use-online";
import { usePending } from "@/client/ui/use-pending";

export interface ConfirmDialogProps {
  /** The button that opens the dialog; focus goes back to it when the dialog closes. */
  trigger: ReactElement;
  title: ReactNode;
  description: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  /** Red confirm button, for what cannot be undone (Permanently Delete). */
  destructive?: boolean;
  /**
   * Runs on confirm. The dialog stays open and busy until it settles, then closes; it stays open
   * when this returns false, or throws (the error's message is shown in the dialog).
   */
  onConfirm: () => void | boolean | Promise<void | boolean>;
  /** Controlled opening, when the caller needs it; otherwise the trigger opens the dialog. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
}

/**
 * "Are you sure?" before an action (Radix AlertDialog): focus starts on Cancel and stays inside,
 * Escape or Cancel closes, and nothing closes it while the action runs.
 */
export function ConfirmDialog({
  trigger,
  title,
  description,
  confirmLabel,
  cancelLabel,
  destructive = false,
  onConfirm,
  open: openProp,
  onOpenChange,
}: ConfirmDialogProps) {
  const t = useTranslations("ui");
  const [openState, setOpenState] = useState(false);
  const [pending, setPending] = usePending();
  const [error, setError] = useState<string | null>(null);
  // What it confirms is the server's to do: the connection can drop while the dialog is open.
  const online = useOnline();
  const open = openProp ?? openState;

  const setOpen = (next: boolean) => {
    if (pending && !next) return;
    if (next) setError(null);
    setOpenState(next);
    onOpenChange?.(next);
  };

  const confirm = async () => {
    setPending(true);
    setError(null);
    try {
      const result = await onConfirm();
      setPending(false);
      if (result !== false) {
        setOpenState(false);
        onOpenChange?.(false);
      }
    } catch (failure) {
      setPending(false);
      setError(failure instanceof Error && failure.message ? failure.message : t("confirmFailed"));
    }
  };

  return (
    <AlertDialog.Root open={open} onOpenChange={setOpen}>
      <AlertDialog.Trigger asChild>{trigger}</AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-stone-900/40" />
        <AlertDialog.Content
          aria-busy={pending || undefined}
          onEscapeKeyDown={(event) => pending && event.preventDefault()}
          className="fixed top-1/2 left-1/2 z-50 flex w-[min(28rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 flex-col gap-4 rounded-2xl bg-white p-6 shadow-xl outline-none"
        >
          <AlertDialog.Title className="text-lg font-bold text-stone-900">{title}</AlertDialog.Title>
          <AlertDialog.Description className="text-sm text-stone-700">{description}</AlertDialog.Description>
          <FormError message={error} />
          {!online && <OfflineNotice />}
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel asChild>
              <Button variant="secondary" disabled={pending}>
                {cancelLabel ?? t("cancel")}
              </Button>
            </AlertDialog.Cancel>
            <Button variant={destructive ? "danger" : "primary"} pending={pending} disabled={!online} onClick={() => void confirm()}>
              {confirmLabel}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}

export interface ConfirmButtonProps extends Omit<ConfirmDialogProps, "trigger" | "confirmLabel"> {
  /** The button's text, which the dialog's confirm button repeats unless `confirmLabel` is given. */
  label: string;
  confirmLabel?: string;
  icon: LucideIcon;
  /** The button's look: secondary, or danger for a destructive action. */
  variant?: keyof typeof buttonStyles;
  /** Disabled on demand; it always is while the browser is offline (what it asks for is the server's to do). */
  disabled?: boolean;
  className?: string;
}

/** The common case of ConfirmDialog: a button with an icon and a label that asks before it acts. */
export function ConfirmButton({ label, confirmLabel = label, icon: Icon, variant, disabled = false, className, ...dialog }: ConfirmButtonProps) {
  const online = useOnline();
  return (
    <ConfirmDialog
      {...dialog}
      confirmLabel={confirmLabel}
      trigger={
        <button type="button" className={cx(buttonStyles[variant ?? (dialog.destructive ? "danger" : "secondary")], className)} disabled={disabled || !online}>
          <Icon aria-hidden="true" className="size-4" />
          {label}
        </button>
      }
    />
  );
}
