import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { recordingApi, renderWithProviders } from "@/components/test-utils";
import { ApiError } from "@/lib/api/errors";
import { SessionPlayer } from "./session-player";

// The API client is the boundary (its HTTP and the server's rules are tested on their own): here it
// answers from a table, and the player's video is a stand-in naming what it would play.
const { api, requests, answer } = recordingApi();
jest.mock("@/components/data/use-api-client", () => ({ useApiClient: () => api }));
jest.mock("./video-player", () => ({
  VideoPlayer: ({ media }: { media: { src: string } }) => <p>playing {media.src}</p>,
}));

const MEDIA = {
  title: "Aurora",
  src: "/media/clips/aurora/master.m3u8",
  poster: null,
  subtitles: [],
  audioLanguage: "en",
  audio: [],
  segments: [],
  storyboard: null,
  session: { kind: "movie" as const, id: 7 },
};
const SESSION = {
  id: "6f1c1f7e-8a4e-4a53-9a43-0d7c6a8b2f10",
  src: "/media/play/token/master.m3u8",
  max_height: 720,
  heartbeat_seconds: 20,
  expires_at: "2026-11-28T15:00:00.000Z",
  rental_ends_at: null,
};
const refused = (status: number, data: object) =>
  Promise.reject(new ApiError(status, data, "POST", "/api/playback"));

beforeEach(() => {
  requests.length = 0;
  answer.mockReset();
  sessionStorage.clear();
});

describe("SessionPlayer", () => {
  it("plays the session's own address, never the public one, and says it still plays", async () => {
    jest.useFakeTimers();
    answer.mockImplementation(({ method }) =>
      method === "POST" ? SESSION : { expires_at: SESSION.expires_at },
    );
    renderWithProviders(<SessionPlayer media={MEDIA} />);
    expect(await screen.findByText("playing /media/play/token/master.m3u8")).toBeInTheDocument();
    expect(requests[0]).toEqual({ method: "POST", path: "/playback", body: { kind: "movie", id: 7 } });
    await act(async () => jest.advanceTimersByTime(20_000));
    expect(requests.at(-1)).toEqual({ method: "PUT", path: `/playback/${SESSION.id}` });
    jest.useRealTimers();
  });

  it("names the last session of this tab, so a reload takes its screen back", async () => {
    answer.mockImplementation(() => SESSION);
    const { unmount } = renderWithProviders(<SessionPlayer media={MEDIA} />);
    await screen.findByText(/playing/);
    unmount();
    // Leaving ends it, with a request that outlives the page.
    expect(requests.at(-1)).toEqual({ method: "DELETE", path: `/playback/${SESSION.id}`, keepalive: true });
    renderWithProviders(<SessionPlayer media={MEDIA} />);
    await screen.findByText(/playing/);
    expect(requests.at(-1)!.body).toEqual({ kind: "movie", id: 7, replaces: SESSION.id });
  });

  it("opens one session at a time: a second opening waits for the first and ends it", async () => {
    let answerFirst: (session: typeof SESSION) => void = () => undefined;
    const second = {
      ...SESSION,
      id: "0d4f0c3e-5b7a-4c1e-9f0a-2b3c4d5e6f70",
      src: "/media/play/two/master.m3u8",
    };
    answer
      .mockImplementationOnce(() => new Promise((resolve) => (answerFirst = resolve)))
      .mockImplementation(({ method }) => (method === "POST" ? second : {}));
    // Mounted, then at once again (React's second mount in development, another episode).
    const first = renderWithProviders(<SessionPlayer media={MEDIA} />);
    first.unmount();
    renderWithProviders(<SessionPlayer media={MEDIA} />);
    await act(async () => undefined);
    expect(requests.filter((r) => r.method === "POST")).toHaveLength(1);
    await act(async () => answerFirst(SESSION));
    expect(await screen.findByText("playing /media/play/two/master.m3u8")).toBeInTheDocument();
    const posts = requests.filter((r) => r.method === "POST");
    expect(posts).toHaveLength(2);
    expect(posts[1]!.body).toMatchObject({ replaces: SESSION.id });
    // The first, answered after its player went, is ended.
    expect(requests).toContainEqual({ method: "DELETE", path: `/playback/${SESSION.id}`, keepalive: true });
  });

  it("asks a signed-out viewer to sign in, in the server's words", async () => {
    answer.mockImplementation(() => refused(401, { message: "Sign in to watch Aurora." }));
    renderWithProviders(<SessionPlayer media={MEDIA} />);
    expect(await screen.findByText("Sign in to watch Aurora.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Sign in" })).toBeInTheDocument();
  });

  it("lists the screens in use, and stopping one there plays here", async () => {
    const screens = [
      { id: "a1", device: "Chrome · Windows", title: "Aurora", started_at: "", this_browser: false },
    ];
    answer.mockImplementationOnce(() =>
      refused(409, { message: "All 1 of your screens are in use.", reason: "screens", limit: 1, screens }),
    );
    renderWithProviders(<SessionPlayer media={MEDIA} />);
    expect(await screen.findByText("Your screens are all in use")).toBeInTheDocument();
    expect(screen.getByText("Chrome · Windows")).toBeInTheDocument();
    answer.mockImplementation(({ method }) => (method === "POST" ? SESSION : { limit: 1, data: [] }));
    await userEvent.click(screen.getByRole("button", { name: "Stop playing there" }));
    expect(await screen.findByText(/playing \/media\/play/)).toBeInTheDocument();
    expect(requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      "POST /playback",
      "DELETE /playback/a1",
      "POST /playback",
    ]);
  });

  it("says so when the session is stopped from another device, and plays here again on request", async () => {
    jest.useFakeTimers();
    answer.mockImplementation(({ method }) =>
      method === "POST"
        ? SESSION
        : Promise.reject(
            new ApiError(410, { message: "Stopped from another device.", reason: "stopped" }, "PUT", "/x"),
          ),
    );
    renderWithProviders(<SessionPlayer media={MEDIA} />);
    await screen.findByText(/playing/);
    await act(async () => jest.advanceTimersByTime(20_000));
    await waitFor(() => expect(screen.getByText("Playback stopped")).toBeInTheDocument());
    expect(screen.getByText("Stopped from another device.")).toBeInTheDocument();
    jest.useRealTimers();
    await userEvent.click(screen.getByRole("button", { name: "Play here" }));
    expect(await screen.findByText(/playing \/media\/play/)).toBeInTheDocument();
    expect(requests.filter((r) => r.method === "POST")).toHaveLength(2);
  });

  it("plays media without a session as it is given", () => {
    renderWithProviders(<SessionPlayer media={{ ...MEDIA, session: undefined }} />);
    expect(screen.getByText("playing /media/clips/aurora/master.m3u8")).toBeInTheDocument();
    expect(requests).toEqual([]);
  });
});
