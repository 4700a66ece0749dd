import { act, render, screen } from "@testing-library/react";
import { useNearViewport } from "./use-near-viewport";

/** jsdom has no IntersectionObserver: a fake that lets the test say when the element comes near. */
class FakeObserver {
  static instances: FakeObserver[] = [];
  observed: Element[] = [];
  disconnected = false;
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options?: IntersectionObserverInit,
  ) {
    FakeObserver.instances.push(this);
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.disconnected = true;
  }
  report(isIntersecting: boolean) {
    const entries = this.observed.map((target) => ({ target, isIntersecting }) as IntersectionObserverEntry);
    act(() => this.callback(entries, this as unknown as IntersectionObserver));
  }
}

function Probe() {
  const [ref, near] = useNearViewport<HTMLDivElement>("300px");
  return (
    <div ref={ref} data-testid="probe">
      {near ? "near" : "far"}
    </div>
  );
}

const original = globalThis.IntersectionObserver;
afterEach(() => {
  FakeObserver.instances = [];
  globalThis.IntersectionObserver = original;
});

describe("useNearViewport", () => {
  it("stays false until the element comes within the margin, then stays true and stops watching", () => {
    globalThis.IntersectionObserver = FakeObserver as unknown as typeof IntersectionObserver;
    render(<Probe />);
    const observer = FakeObserver.instances[0]!;
    expect(observer.options?.rootMargin).toBe("300px");
    expect(observer.observed).toEqual([screen.getByTestId("probe")]);
    expect(screen.getByTestId("probe")).toHaveTextContent("far");

    observer.report(false);
    expect(screen.getByTestId("probe")).toHaveTextContent("far");

    observer.report(true);
    expect(screen.getByTestId("probe")).toHaveTextContent("near");
    expect(observer.disconnected).toBe(true);
    expect(FakeObserver.instances).toHaveLength(1);
  });

  it("watches an element that mounts after the first render", () => {
    globalThis.IntersectionObserver = FakeObserver as unknown as typeof IntersectionObserver;
    function Later({ shown }: { shown: boolean }) {
      const [ref, near] = useNearViewport<HTMLDivElement>();
      return shown ? <div ref={ref}>{near ? "near" : "far"}</div> : null;
    }
    const { rerender } = render(<Later shown={false} />);
    expect(FakeObserver.instances).toHaveLength(0);
    rerender(<Later shown />);
    FakeObserver.instances[0]!.report(true);
    expect(screen.getByText("near")).toBeInTheDocument();
  });

  it("counts the element as near straight after mounting in a browser without IntersectionObserver", async () => {
    // @ts-expect-error: the browser this stands for has none
    delete globalThis.IntersectionObserver;
    render(<Probe />);
    expect(await screen.findByText("near")).toBeInTheDocument();
  });
});
