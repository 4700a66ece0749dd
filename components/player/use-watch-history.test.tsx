import { useEffect } from "react";
import { act, screen, waitFor } from "@testing-library/react";
import { recordingApi, renderWithProviders, testSession } from "@/components/test-utils";
import type { TitleHistory } from "@/lib/contract/activity";
import { useWatchHistory } from "./use-watch-history";

// The API client is the boundary under the viewer's part (its HTTP is tested in
// lib/api/client.test.ts and end to end): here it answers from a table and records what was asked.
// Like the real hook's, the client is the same object from render to render.
const { api, requests, answer } = recordingApi();
const saves = () => requests.filter((request) => request.method === "PUT");
jest.mock("@/components/data/use-api-client", () => ({ useApiClient: () => api }));

const HISTORY = {
  last: { episode_id: 102, position_sec: 40, finished: false },
  entries: [{ episode_id: 102, position_sec: 40, progress: 0.5, finished: false }],
} as unknown as TitleHistory;

let latest: ReturnType<typeof useWatchHistory> | null = null;
function Probe() {
  const result = useWatchHistory("series", 3);
  useEffect(() => {
    latest = result;
  });
  return (
    <>
      {result.source}
      <p>{result.ready ? `ready ${result.history ? "with history" : "without history"}` : "waiting"}</p>
    </>
  );
}

beforeEach(() => {
  latest = null;
  requests.length = 0;
  answer.mockReset().mockImplementation(({ method }) => (method === "GET" ? HISTORY : {}));
});

describe("useWatchHistory", () => {
  it("is ready at once for a guest, with nothing to read and nothing saved", () => {
    renderWithProviders(<Probe />);
    expect(screen.getByText("ready without history")).toBeInTheDocument();
    expect(latest!.saverFor(102)).toBeUndefined();
    expect(requests).toEqual([]);
  });

  it("reads a viewer's history once their part has loaded, and saves each episode's positions", async () => {
    renderWithProviders(<Probe />, { session: testSession() });
    expect(screen.getByText("waiting")).toBeInTheDocument();
    expect(await screen.findByText("ready with history")).toBeInTheDocument();
    expect(requests).toEqual([{ method: "GET", path: "/history/series/3" }]);
    expect(latest!.history).toBe(HISTORY);

    const second = latest!.saverFor(102)!;
    const first = latest!.saverFor(101)!;
    act(() => second(61.7, 1200, false));
    act(() => second(61.9, 1200, false)); // under a second later: not worth another call
    act(() => first(61.9, 1300, false)); // another episode's position is its own
    await waitFor(() => expect(saves()).toHaveLength(2));
    expect(saves().map((request) => request.body)).toEqual([
      { title_kind: "series", title_id: 3, episode_id: 102, position_sec: 61, duration_sec: 1200 },
      { title_kind: "series", title_id: 3, episode_id: 101, position_sec: 61, duration_sec: 1300 },
    ]);
  });

  it("saves the last position on leaving with a keep-alive request", async () => {
    renderWithProviders(<Probe />, { session: testSession({ accessToken: "viewer-token" }) });
    await screen.findByText("ready with history");
    act(() => latest!.saverFor(102)!(90, 1200, true));
    await waitFor(() => expect(saves()).toHaveLength(1));
    expect(saves()[0]).toMatchObject({
      path: "/history",
      keepalive: true,
      body: { episode_id: 102, position_sec: 90 },
    });
  });

  it("is ready without a history when the read fails (the player starts from the beginning)", async () => {
    answer.mockImplementation(() => Promise.reject(new Error("offline")));
    renderWithProviders(<Probe />, { session: testSession() });
    expect(await screen.findByText("ready without history")).toBeInTheDocument();
    await waitFor(() => expect(latest!.saverFor(101)).toBeDefined());
  });
});
