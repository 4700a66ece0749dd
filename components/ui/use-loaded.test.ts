import { renderHook, waitFor } from "@testing-library/react";
import { useLoaded } from "./use-loaded";

describe("useLoaded", () => {
  it("loads nothing until wanted, then gives what the load resolved to", async () => {
    const load = jest.fn(() => Promise.resolve("live part"));
    const hook = renderHook(({ wanted }) => useLoaded(wanted, load), { initialProps: { wanted: false } });
    expect(hook.result.current).toBeNull();
    expect(load).not.toHaveBeenCalled();
    hook.rerender({ wanted: true });
    await waitFor(() => expect(hook.result.current).toBe("live part"));
    hook.rerender({ wanted: false }); // once here, it stays
    expect(hook.result.current).toBe("live part");
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("stays null when the load fails (what the server drew stays)", async () => {
    const load = jest.fn(() => Promise.reject(new Error("offline")));
    const hook = renderHook(() => useLoaded(true, load));
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    await Promise.resolve();
    expect(hook.result.current).toBeNull();
  });
});
