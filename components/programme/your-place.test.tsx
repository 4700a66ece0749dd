import { screen, waitFor } from "@testing-library/react";
import { recordingApi, renderWithProviders, testSession } from "@/components/test-utils";
import type { LeaderboardEntry, LeaderboardResponse } from "@/lib/contract/programme";
import { rowId } from "@/lib/programme/leaderboard";
import { YourPlace } from "./your-place";

// The API client is the boundary under the viewer's part: it answers from a table and records the asks.
const { api, requests, answer } = recordingApi();
jest.mock("@/components/data/use-api-client", () => ({ useApiClient: () => api }));

const entry = (rank: number, name: string, points: number, isMe = false): LeaderboardEntry => ({
  rank,
  name,
  masked: false,
  avatar: null,
  points,
  is_me: isMe,
});

/** The viewer's own board (GET /leaderboard as them). */
const boardOf = (entries: LeaderboardEntry[], me: LeaderboardResponse["me"]): LeaderboardResponse => ({
  period: "week",
  from: null,
  entries,
  me,
});

/** The server's board as the page drew it: a row per place with the name in it. */
function ServerRows({ names }: { names: string[] }) {
  return (
    <ol>
      {names.map((name, i) => (
        <li key={name} id={rowId(i + 1)}>
          <span data-name>{name}</span>
        </li>
      ))}
    </ol>
  );
}

beforeEach(() => {
  requests.length = 0;
  answer.mockReset();
});

describe("YourPlace", () => {
  it("invites a guest to sign in and asks for nothing", async () => {
    renderWithProviders(<YourPlace period="week" />, { session: null });
    expect(await screen.findByText("Sign in to see your rank and points.")).toBeVisible();
    expect(screen.getByRole("region", { name: "Your place" })).toBeVisible();
    expect(requests).toEqual([]);
  });

  it("shows the viewer's rank, points and the way to the place above, and marks their row", async () => {
    answer.mockImplementation(async () =>
      boardOf([entry(1, "Lan", 300), entry(2, "Demo Viewer", 120, true)], { rank: 2, points: 120 }),
    );
    renderWithProviders(
      <>
        <YourPlace period="week" />
        <ServerRows names={["Lan", "Demo Viewer"]} />
      </>,
      { session: testSession() },
    );
    expect(await screen.findByTestId("my-place")).toHaveTextContent("#2 120 pts 181 pts to pass #1");
    expect(requests).toEqual([{ method: "GET", path: "/leaderboard", query: { period: "week" } }]);
    await waitFor(() => expect(document.getElementById(rowId(2))).toHaveAttribute("aria-current", "true"));
    expect(screen.getByRole("link", { name: "Show me" })).toHaveAttribute("href", "#rank-2");
  });

  it("leaves a stranger's row alone when the cached board is older than the viewer's own", async () => {
    answer.mockImplementation(async () =>
      boardOf([entry(1, "Demo Viewer", 400, true)], { rank: 1, points: 400 }),
    );
    renderWithProviders(
      <>
        <YourPlace period="week" />
        <ServerRows names={["Lan"]} />
      </>,
      { session: testSession() },
    );
    expect(await screen.findByTestId("my-place")).toHaveTextContent("You lead the board.");
    expect(document.getElementById(rowId(1))).not.toHaveAttribute("aria-current");
  });

  it("tells a viewer outside the list their place, and one with no points how to earn some", async () => {
    answer.mockImplementationOnce(async () => boardOf([entry(1, "Lan", 300)], { rank: 157, points: 5 }));
    const { unmount } = renderWithProviders(<YourPlace period="week" />, { session: testSession() });
    expect(await screen.findByTestId("my-place")).toHaveTextContent("#157 5 pts 296 pts to pass #1");
    expect(screen.queryByRole("link", { name: "Show me" })).toBeNull();
    unmount();

    answer.mockImplementationOnce(async () => boardOf([entry(1, "Lan", 300)], null));
    renderWithProviders(<YourPlace period="week" />, { session: testSession() });
    expect(await screen.findByText(/no points on this board yet/)).toBeVisible();
    expect(screen.getByRole("link", { name: "Ways to earn" })).toHaveAttribute("href", "/reward");
  });
});
