import { act, cleanup, render, screen, waitFor } from "@testing-library/react";
import { createElement } from "react";
import { toast as sonner } from "sonner";
// eslint-disable-next-line cineva/boundaries -- the test renders the real <Toaster/> that shows these toasts
import { Toaster } from "@/components/ui/toaster";
import {
  DEFAULT_TOAST_DURATION,
  loadSonner,
  TOAST_KINDS,
  TOAST_LIMIT,
  showToast,
  toast,
  type ToastKind,
} from "./toast";

/** sonner's toast list is module state: unmount, then close everything so nothing leaks into the next test. */
afterEach(() => {
  cleanup();
  toast.dismiss();
  sonner.dismiss();
  jest.restoreAllMocks();
  jest.useRealTimers();
});

const toastElements = () => document.querySelectorAll("[data-sonner-toast]");

/** Mounts the <Toaster/> and waits until sonner (loaded on demand) is on the page and listening. */
async function renderToaster() {
  render(createElement(Toaster));
  await act(async () => {
    await loadSonner();
  });
}

it("has product §4.5 and §9's constants", () => {
  expect(TOAST_KINDS).toEqual({
    success: { duration: 4000, variant: "default", icon: "check" },
    error: { duration: 5000, variant: "destructive", icon: "alert-circle" },
    warning: { duration: 4000, variant: "destructive", icon: "triangle" },
  });
  expect(TOAST_LIMIT).toBe(1);
  expect(DEFAULT_TOAST_DURATION).toBe(5000);
});

it("waits for the toaster: a toast asked for before sonner has loaded still shows", async () => {
  act(() => {
    toast.success("Early message");
  });
  render(createElement(Toaster));
  expect(await screen.findByText("Early message")).toBeInTheDocument();
});

it("shows at most one toast: a new one replaces the old", async () => {
  await renderToaster();

  act(() => {
    toast.success("First message");
  });
  expect(await screen.findByText("First message")).toBeInTheDocument();

  act(() => {
    toast.error("Second message", "Please try again");
  });
  expect(await screen.findByText("Second message")).toBeInTheDocument();
  expect(screen.getByText("Please try again")).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByText("First message")).not.toBeInTheDocument());
  expect(toastElements()).toHaveLength(1);

  // several in one go: still only the last one remains
  act(() => {
    toast.warning("A");
    toast.warning("B");
    toast.success("C");
  });
  expect(await screen.findByText("C")).toBeInTheDocument();
  await waitFor(() => expect(toastElements()).toHaveLength(1));
  expect(screen.queryByText("A")).not.toBeInTheDocument();
  expect(screen.queryByText("B")).not.toBeInTheDocument();
});

it.each<ToastKind>(["success", "error", "warning"])("passes the %s duration to sonner", async (kind) => {
  await renderToaster();
  const spy = jest.spyOn(sonner, kind);
  const id = showToast(kind, "Title", "Details");
  expect(spy).toHaveBeenCalledWith("Title", {
    id,
    description: "Details",
    duration: TOAST_KINDS[kind].duration,
  });
});

describe("with fake timers", () => {
  beforeEach(() => {
    jest.useFakeTimers();
  });

  /** Runs sonner's own timers: it adds toasts on a 0 ms timeout and unmounts them 200 ms after closing. */
  const advance = (ms: number) =>
    act(() => {
      jest.advanceTimersByTime(ms);
    });

  it.each([
    ["success", 4000],
    ["warning", 4000],
    ["error", 5000],
  ] as const)("%s toasts close after %i ms", async (kind, duration) => {
    await renderToaster();
    act(() => {
      toast[kind]("Timed message");
    });
    advance(0);
    expect(screen.getByText("Timed message")).toBeInTheDocument();

    advance(duration - 50);
    expect(screen.getByText("Timed message")).toBeInTheDocument();

    advance(50 + 200); // closes at `duration`, leaves the DOM after sonner's 200 ms exit
    expect(screen.queryByText("Timed message")).not.toBeInTheDocument();
  });

  it("styles error and warning as destructive, success as default, each with its icon", async () => {
    await renderToaster();
    const expected = {
      success: { variant: "default", icon: ".icon-check" },
      error: { variant: "destructive", icon: ".icon-alert-circle" },
      warning: { variant: "destructive", icon: ".icon-triangle-alert" },
    } as const;
    for (const kind of ["success", "error", "warning"] as const) {
      act(() => {
        toast[kind](`A ${kind} message`);
      });
      advance(0);
      const element = screen.getByText(`A ${kind} message`).closest("[data-sonner-toast]");
      // next/jest maps CSS-module class names to their keys
      expect(element).toHaveClass(expected[kind].variant);
      expect(element?.querySelector(expected[kind].icon)).not.toBeNull();
      advance(1000);
    }
  });
});
