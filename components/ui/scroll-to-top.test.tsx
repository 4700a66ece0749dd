import { act, screen } from "@testing-library/react";
import { renderWithProviders, t } from "@/components/test-utils";
import { ScrollToTop } from "./scroll-to-top";

const LABEL = t("en", "common.backToTop");
const originalScrollTo = window.scrollTo;
const originalScrollY = Object.getOwnPropertyDescriptor(window, "scrollY");
let scrollTo: jest.Mock;

/** jsdom does not scroll: set window.scrollY by hand and fire the scroll event the page would. */
function scrollWindowTo(y: number) {
  act(() => {
    Object.defineProperty(window, "scrollY", { configurable: true, value: y });
    window.dispatchEvent(new Event("scroll"));
  });
}

beforeEach(() => {
  Object.defineProperty(window, "scrollY", { configurable: true, value: 0 });
  scrollTo = jest.fn();
  window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
});

afterEach(() => {
  window.scrollTo = originalScrollTo;
  if (originalScrollY) Object.defineProperty(window, "scrollY", originalScrollY);
});

describe("ScrollToTop", () => {
  it("is hidden at the top of the page", () => {
    renderWithProviders(<ScrollToTop label={LABEL} />);
    expect(screen.queryByRole("button", { name: "Back to top" })).not.toBeInTheDocument();
  });

  it("appears once scrolled past the threshold and hides again back at the top", () => {
    renderWithProviders(<ScrollToTop label={LABEL} threshold={600} />);
    scrollWindowTo(600);
    expect(screen.queryByRole("button", { name: "Back to top" })).not.toBeInTheDocument();
    scrollWindowTo(601);
    expect(screen.getByRole("button", { name: "Back to top" })).toBeInTheDocument();
    scrollWindowTo(0);
    expect(screen.queryByRole("button", { name: "Back to top" })).not.toBeInTheDocument();
  });

  it("shows straight away when the page opens already scrolled down", () => {
    Object.defineProperty(window, "scrollY", { configurable: true, value: 2000 });
    renderWithProviders(<ScrollToTop label={LABEL} />);
    expect(screen.getByRole("button", { name: "Back to top" })).toBeInTheDocument();
  });

  it("takes the viewer back to the top when clicked", async () => {
    const { user } = renderWithProviders(<ScrollToTop label={LABEL} />);
    scrollWindowTo(1500);
    await user.click(screen.getByRole("button", { name: "Back to top" }));
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
  });

  it("jumps without animation for viewers who prefer reduced motion", async () => {
    // jsdom has no matchMedia; provide one that reports the reduced-motion preference.
    const matchMedia = jest.fn((query: string) => ({
      matches: query === "(prefers-reduced-motion: reduce)",
    }));
    Object.defineProperty(window, "matchMedia", { configurable: true, writable: true, value: matchMedia });
    try {
      const { user } = renderWithProviders(<ScrollToTop label={LABEL} />);
      scrollWindowTo(1500);
      await user.click(screen.getByRole("button", { name: "Back to top" }));
      expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: "auto" });
    } finally {
      delete (window as { matchMedia?: unknown }).matchMedia;
    }
  });

  it("stops listening once removed", () => {
    const { unmount } = renderWithProviders(<ScrollToTop label={LABEL} />);
    const remove = jest.spyOn(window, "removeEventListener");
    unmount();
    expect(remove).toHaveBeenCalledWith("scroll", expect.any(Function));
    remove.mockRestore();
  });
});

describe("the scroll direction the phone header follows", () => {
  afterEach(() => delete document.documentElement.dataset.scroll);

  it("marks down once the page moves down, up once it moves back, and ignores a finger's jitter", () => {
    renderWithProviders(<ScrollToTop label={LABEL} />);
    scrollWindowTo(300);
    expect(document.documentElement.dataset.scroll).toBe("down");
    scrollWindowTo(296);
    expect(document.documentElement.dataset.scroll).toBe("down");
    scrollWindowTo(200);
    expect(document.documentElement.dataset.scroll).toBe("up");
    scrollWindowTo(0);
    expect(document.documentElement.dataset.scroll).toBe("up");
  });
});
