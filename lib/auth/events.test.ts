import { AUTH_OPEN_EVENT, onAuthOpen, openSignIn } from "./events";

describe("auth:open", () => {
  it("dispatches auth:open with detail modal 'signin' on window", () => {
    const seen: unknown[] = [];
    const record = (e: Event) => seen.push((e as CustomEvent).detail);
    window.addEventListener("auth:open", record);
    openSignIn();
    window.removeEventListener("auth:open", record);
    onAuthOpen(() => {})(); // nobody was listening: take the kept request, so later tests start clean
    expect(AUTH_OPEN_EVENT).toBe("auth:open");
    expect(seen).toEqual([{ modal: "signin" }]);
  });

  it("hears only sign-in requests and stops when unsubscribed", () => {
    const listener = jest.fn();
    const stop = onAuthOpen(listener);
    window.dispatchEvent(new CustomEvent("auth:open", { detail: { modal: "other" } }));
    window.dispatchEvent(new CustomEvent("auth:open"));
    openSignIn();
    stop();
    openSignIn();
    expect(listener).toHaveBeenCalledTimes(1);
    expect(listener).toHaveBeenCalledWith({ modal: "signin" });
  });
});

describe("a request made before anyone listens", () => {
  it("is handed to the first listener, once", () => {
    openSignIn();
    const first = jest.fn();
    const stop = onAuthOpen(first);
    expect(first).toHaveBeenCalledTimes(1);
    const second = jest.fn();
    const stopSecond = onAuthOpen(second);
    expect(second).not.toHaveBeenCalled();
    stop();
    stopSecond();
  });
});
