import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Trash2 } from "lucide-react";
import { ConfirmButton, ConfirmDialog } from "@/components/ui/confirm-dialog";
import { expectNoAxeViolations } from "./axe";
import { renderWithIntl } from "./intl";

function renderDialog(onConfirm: () => void | boolean | Promise<void | boolean>) {
  renderWithIntl(
    <ConfirmDialog
      trigger={<button type="button">Permanently Delete</button>}
      title="Delete Pastry flour for good?"
      description="The product and its images are removed. Orders keep their copy."
      confirmLabel="Permanently Delete"
      destructive
      onConfirm={onConfirm}
    />,
  );
  return screen.getByRole("button", { name: "Permanently Delete" });
}

function deferred() {
  let resolve: (value?: boolean) => void = () => {};
  const promise = new Promise<void | boolean>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

describe("ConfirmDialog", () => {
  it("opens from its trigger with the title and description, focus on Cancel", async () => {
    const user = userEvent.setup();
    const trigger = renderDialog(vi.fn());
    await user.click(trigger);
    const dialog = screen.getByRole("alertdialog", { name: "Delete Pastry flour for good?" });
    expect(dialog.getAttribute("aria-describedby")).toBeTruthy();
    expect(document.getElementById(dialog.getAttribute("aria-describedby")!)?.textContent).toBe("The product and its images are removed. Orders keep their copy.");
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Cancel" }));
    expect(screen.getAllByRole("button", { name: "Permanently Delete" }).at(-1)?.className).toContain("bg-sale-600");
    await expectNoAxeViolations();
  });

  it("Cancel closes without acting and focus goes back to the trigger", async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    const trigger = renderDialog(onConfirm);
    await user.click(trigger);
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("alertdialog")).toBeNull();
    expect(onConfirm).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(trigger);
  });

  it("Escape closes too", async () => {
    const user = userEvent.setup();
    const trigger = renderDialog(vi.fn());
    await user.click(trigger);
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("alertdialog")).toBeNull();
    expect(document.activeElement).toBe(trigger);
  });

  it("stays open and busy while the action runs, then closes and returns focus", async () => {
    const user = userEvent.setup();
    const running = deferred();
    const onConfirm = vi.fn(() => running.promise);
    const trigger = renderDialog(onConfirm);
    await user.click(trigger);
    const confirm = screen.getAllByRole("button", { name: "Permanently Delete" }).at(-1)!;
    await user.click(confirm);
    expect(onConfirm).toHaveBeenCalledOnce();
    expect(confirm.getAttribute("aria-busy")).toBe("true");
    expect((confirm as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole("button", { name: "Cancel" }) as HTMLButtonElement).disabled).toBe(true);
    await user.keyboard("{Escape}");
    expect(screen.getByRole("alertdialog")).toBeTruthy();
    running.resolve();
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(document.activeElement).toBe(trigger);
  });

  it("stays open when the action answers false", async () => {
    const user = userEvent.setup();
    const trigger = renderDialog(() => false);
    await user.click(trigger);
    await user.click(screen.getAllByRole("button", { name: "Permanently Delete" }).at(-1)!);
    expect(screen.getByRole("alertdialog")).toBeTruthy();
  });

  it("shows the error of a failed action and lets the user try again", async () => {
    const user = userEvent.setup();
    let attempts = 0;
    const trigger = renderDialog(async () => {
      attempts += 1;
      if (attempts === 1) throw new Error("The product is in an open order.");
    });
    await user.click(trigger);
    const confirm = () => screen.getAllByRole("button", { name: "Permanently Delete" }).at(-1)!;
    await user.click(confirm());
    expect(screen.getByRole("alert").textContent).toBe("The product is in an open order.");
    expect(confirm().hasAttribute("aria-busy")).toBe(false);
    await expectNoAxeViolations();
    await user.click(confirm());
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    // Opened again, the old error is gone.
    await user.click(trigger);
    expect(screen.getByRole("alert").textContent).toBe("");
  });
});

/** The browser's connection as useOnline reads it (navigator.onLine and its events). */
function setOnline(online: boolean) {
  Object.defineProperty(navigator, "onLine", { configurable: true, get: () => online });
  act(() => {
    window.dispatchEvent(new Event(online ? "online" : "offline"));
  });
}

describe("ConfirmDialog offline", () => {
  afterEach(() => setOnline(true));

  it("cannot confirm while the connection is down, says why, and can again once it is back", async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    const trigger = renderDialog(onConfirm);
    await user.click(trigger);
    setOnline(false);
    const confirm = () => screen.getAllByRole("button", { name: "Permanently Delete" }).at(-1) as HTMLButtonElement;
    expect(confirm().disabled).toBe(true);
    expect(screen.getByRole("alertdialog").textContent).toContain("You are offline. Connect to the internet to continue.");
    await expectNoAxeViolations();
    setOnline(true);
    expect(screen.queryByText(/You are offline/)).toBeNull();
    await user.click(confirm());
    await waitFor(() => expect(onConfirm).toHaveBeenCalledOnce());
  });
});

describe("ConfirmButton", () => {
  it("is a labelled button with its icon hidden from screen readers, disabled on demand, that asks before it acts", async () => {
    const onConfirm = vi.fn();
    const { rerender } = renderWithIntl(
      <ConfirmButton label="Move to trash" icon={Trash2} variant="danger" className="self-start" disabled title="Move it?" description="It leaves the shop." confirmLabel="Move to trash" onConfirm={onConfirm} />,
    );
    const button = screen.getByRole("button", { name: "Move to trash" });
    expect(button).toHaveProperty("disabled", true);
    expect(button.className).toContain("self-start");
    expect(button.querySelector("svg")?.getAttribute("aria-hidden")).toBe("true");
    rerender(<ConfirmButton label="Move to trash" icon={Trash2} title="Move it?" description="It leaves the shop." confirmLabel="Move to trash" onConfirm={onConfirm} />);
    await userEvent.click(screen.getByRole("button", { name: "Move to trash" }));
    expect(screen.getByRole("alertdialog", { name: "Move it?" })).toBeTruthy();
    expect(onConfirm).not.toHaveBeenCalled();
    await expectNoAxeViolations();
    await userEvent.click(screen.getAllByRole("button", { name: "Move to trash" }).at(-1)!);
    await waitFor(() => expect(onConfirm).toHaveBeenCalledTimes(1));
  });
});

describe("ConfirmButton defaults", () => {
  afterEach(() => setOnline(true));

  it("repeats its label on the confirm button, looks dangerous when destructive, and is disabled while offline", async () => {
    const user = userEvent.setup();
    renderWithIntl(<ConfirmButton label="Delete" icon={Trash2} destructive title="Delete Anne?" description="Her orders stay." onConfirm={vi.fn()} />);
    const trigger = screen.getByRole("button", { name: "Delete" }) as HTMLButtonElement;
    expect(trigger.className).toContain("bg-sale-600");
    setOnline(false);
    expect(trigger.disabled).toBe(true);
    setOnline(true);
    expect(trigger.disabled).toBe(false);
    await user.click(trigger);
    expect(within(screen.getByRole("alertdialog", { name: "Delete Anne?" })).getByRole("button", { name: "Delete" })).toBeTruthy();
  });
});
