import { AUTH_OPEN_EVENT, onAuthOpen, openSignIn } from "./events";

describe("auth:open", () => {
  it("dispatches auth:open with detail modal 'signin' on window", () => {
    const seen: unknown[] = [];
    const record = (e: Event) => seen.push((e as CustomEvent).detail);
    window.addEventListener("auth:open", record);
    openSignIn();
    window.removeEventListener("auth:open", record);
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
