import { cleanup, configure } from "@testing-library/react";
import { afterEach } from "vitest";

// findBy…/waitFor wait 1 s by default. A form's submit → fetch stub → re-render in jsdom passes that
// on a loaded two-core CI machine (test/ui/price-list-form.test.tsx failed once so, 28 November, with
// a browser and a server beside it): what is awaited is the same, only the patience is the suite's.
configure({ asyncUtilTimeout: 5_000 });

// Testing Library unmounts after each test only by itself when vitest's globals are on.
afterEach(() => cleanup());

// What jsdom lacks and Radix's popovers and dialogs reach for.
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= ResizeObserverStub;
Element.prototype.scrollIntoView ??= function scrollIntoView() {};
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.releasePointerCapture ??= () => {};
// axe tries a canvas for icon fonts; jsdom has none (and says so on stderr).
HTMLCanvasElement.prototype.getContext = (() => null) as typeof HTMLCanvasElement.prototype.getContext;
