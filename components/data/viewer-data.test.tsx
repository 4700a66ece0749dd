import { act, screen, waitFor } from "@testing-library/react";
import { renderWithProviders, testSession } from "@/components/test-utils";
import { SessionProvider } from "@/components/auth/session-provider";
import type { z } from "zod";
import type { Endpoint } from "@/lib/contract/endpoint";
import { useViewerData, useViewerPages } from "./viewer-data";

// The API client is the boundary under these hooks (its HTTP is tested in lib/api/client.test.ts and
// end to end): here it answers from a table, and records what was asked.
const call = jest.fn();
jest.mock("./use-api-client", () => ({ useApiClient: () => ({ call }) }));

// Endpoints as the pages pass them: functions that import them (never called here).
const payments = () => Promise.reject<Endpoint>(new Error("not loaded here"));
const history = () => Promise.reject<Endpoint & { query: z.ZodType; response: z.ZodType<Page> }>(new Error("not loaded here"));
type Page = { data: string[]; meta: { page: number; last_page: number; per_page: number; total: number } };
const page = (n: number, last: number, data: string[]): Page => ({
  data,
  meta: { page: n, last_page: last, per_page: 2, total: last * 2 },
});

function Balance() {
  const { data, failed, signedIn } = useViewerData(payments, { query: { per_page: 1 } });
  if (!signedIn) return <p>guest</p>;
  if (failed) return <p>failed</p>;
  return <p>{data ? `balance ${(data as { balance: number }).balance}` : "loading"}</p>;
}

function History() {
  const { items, hasMore, loadMore, removeWhere } = useViewerPages(history, 2);
  if (!items) return <p>loading</p>;
  return (
    <>
      <ul>
        {items.map((item) => (
          <li key={item as string}>{item as string}</li>
        ))}
      </ul>
      {hasMore ? <button onClick={() => void loadMore()}>more</button> : null}
      <button onClick={() => void removeWhere((item) => item === "b")}>remove b</button>
    </>
  );
}

beforeEach(() => call.mockReset());

describe("useViewerData", () => {
  it("asks nothing for a guest", () => {
    renderWithProviders(<Balance />, { session: null });
    expect(screen.getByText("guest")).toBeInTheDocument();
    expect(call).not.toHaveBeenCalled();
  });

  it("asks the path with its query for a signed-in viewer and shows the answer", async () => {
    call.mockResolvedValue({ balance: 150000 });
    renderWithProviders(<Balance />, { session: testSession() });
    expect(await screen.findByText("balance 150000")).toBeInTheDocument();
    expect(call).toHaveBeenCalledTimes(1);
    expect(call).toHaveBeenCalledWith(payments, { query: { per_page: 1 } });
  });

  it("says the ask failed", async () => {
    call.mockRejectedValue(new Error("503"));
    renderWithProviders(<Balance />, { session: testSession() });
    expect(await screen.findByText("failed")).toBeInTheDocument();
  });

  it("keeps one viewer's answer from the next viewer on the same cache", async () => {
    call.mockResolvedValueOnce({ balance: 1 }).mockResolvedValueOnce({ balance: 2 });
    const first = testSession();
    const { rerender } = renderWithProviders(<Balance key="a" />, { session: first });
    expect(await screen.findByText("balance 1")).toBeInTheDocument();
    // The same cache (one render), another viewer: asked again, never shown the first one's.
    const second = testSession({ user: { ...first.user, id: 2 } });
    rerender(
      <SessionProvider session={second}>
        <Balance key="b" />
      </SessionProvider>,
    );
    expect(screen.queryByText("balance 1")).not.toBeInTheDocument();
    expect(await screen.findByText("balance 2")).toBeInTheDocument();
  });
});

describe("useViewerPages", () => {
  it("loads the first page, appends the next on demand and stops at the last", async () => {
    call.mockImplementation((_endpoint: unknown, { query }: { query: { page: number } }) =>
      Promise.resolve(query.page === 1 ? page(1, 2, ["a", "b"]) : page(2, 2, ["c"])),
    );
    const { user } = renderWithProviders(<History />, { session: testSession() });
    expect(await screen.findByText("b")).toBeInTheDocument();
    expect(call).toHaveBeenLastCalledWith(history, { query: { page: 1, per_page: 2 } });
    await user.click(screen.getByRole("button", { name: "more" }));
    expect(await screen.findByText("c")).toBeInTheDocument();
    expect(screen.getAllByRole("listitem").map((li) => li.textContent)).toEqual(["a", "b", "c"]);
    expect(screen.queryByRole("button", { name: "more" })).not.toBeInTheDocument();
  });

  it("drops a removed item at once, then asks the pages again", async () => {
    let removed = false;
    call.mockImplementation(() => Promise.resolve(page(1, 1, removed ? ["a"] : ["a", "b"])));
    const { user } = renderWithProviders(<History />, { session: testSession() });
    expect(await screen.findByText("b")).toBeInTheDocument();
    const asked = call.mock.calls.length;
    removed = true;
    await act(() => user.click(screen.getByRole("button", { name: "remove b" })));
    await waitFor(() => expect(screen.queryByText("b")).not.toBeInTheDocument());
    await waitFor(() => expect(call.mock.calls.length).toBeGreaterThan(asked));
    expect(screen.getByText("a")).toBeInTheDocument();
  });
});
