import { act, screen, waitFor } from "@testing-library/react";
import { recordingApi, renderWithProviders, t, testSession } from "@/components/test-utils";
import { AUTH_OPEN_EVENT } from "@/lib/auth/events";
import { RatingOnDemand } from "./rating-on-demand";
import { RatingStars } from "./rating-stars";

// The API client is the boundary under the live part (its HTTP is tested in lib/api/client.test.ts
// and end to end): here it answers from a table and records what was asked.
const { api, requests, answer } = recordingApi();
jest.mock("@/components/data/use-api-client", () => ({ useApiClient: () => api }));
const reads = () => requests.filter((request) => request.method === "GET");
const writes = () => requests.filter((request) => request.method !== "GET");
const RATE = { method: "PUT", path: "/ratings", body: { title_kind: "movie", title_id: 7, score: 2 } };

/** jsdom has no IntersectionObserver: this one says the section is far until `comeNear()`. */
let comeNear: () => void = () => undefined;
class FarObserver {
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe(target: Element) {
    comeNear = () =>
      act(() =>
        this.callback(
          [{ target, isIntersecting: true } as IntersectionObserverEntry],
          this as unknown as IntersectionObserver,
        ),
      );
  }
  disconnect() {}
}

const INITIAL = { average: 3.5, count: 2, score: null };

/** As the server page draws it (components/watch/rating-section.tsx). */
function renderRating(session = testSession()) {
  return renderWithProviders(
    <section aria-labelledby="rating-heading">
      <h2 id="rating-heading">{t("en", "watch.ratingHeading")}</h2>
      <RatingOnDemand kind="movie" titleId={7} initial={INITIAL} headingId="rating-heading">
        <RatingStars headingId="rating-heading" rating={INITIAL} />
      </RatingOnDemand>
    </section>,
    { session },
  );
}

const star = (count: number) => screen.getByRole("button", { name: `${count} star${count > 1 ? "s" : ""}` });
const summary = () => screen.getByTestId("rating-summary");
const original = globalThis.IntersectionObserver;

beforeEach(() => {
  globalThis.IntersectionObserver = FarObserver as unknown as typeof IntersectionObserver;
  requests.length = 0;
  answer.mockImplementation(({ method }) =>
    method === "GET" ? { average: 4, count: 3, score: 4 } : { average: 3.8, count: 4, score: 2 },
  );
});
afterEach(() => {
  globalThis.IntersectionObserver = original;
});

describe("RatingOnDemand", () => {
  it("shows the page's figures and asks the API nothing until the section comes near", async () => {
    renderRating();
    expect(summary()).toHaveTextContent("3.5 out of 5 from 2 ratings");
    expect(reads()).toEqual([]);

    comeNear();
    await waitFor(() =>
      expect(summary()).toHaveTextContent("4.0 out of 5 from 3 ratings You rated it 4 out of 5."),
    );
    expect(reads()).toEqual([{ method: "GET", path: "/ratings/movie/7" }]);
    expect(star(4)).toHaveAttribute("aria-pressed", "true");
  });

  it("rates once live", async () => {
    const { user } = renderRating();
    comeNear();
    await waitFor(() => expect(summary()).toHaveTextContent("You rated it 4 out of 5."));
    await user.click(star(2));
    await waitFor(() => expect(writes()).toEqual([RATE]));
    await waitFor(() =>
      expect(summary()).toHaveTextContent("3.8 out of 5 from 4 ratings You rated it 2 out of 5."),
    );
  });

  it("does not lose a click on a star made before the live part arrived", async () => {
    const { user } = renderRating();
    await user.click(star(2));
    await waitFor(() => expect(writes()).toEqual([RATE]));
    await waitFor(() => expect(summary()).toHaveTextContent("You rated it 2 out of 5."));
  });

  it("keeps the focus on the star the keyboard reached before the live part arrived", async () => {
    const { user } = renderRating();
    await user.tab();
    await user.tab();
    await user.tab();
    expect(star(3)).toHaveFocus();
    expect(reads()).toEqual([]);
    comeNear(); // the browser scrolls the focused star into view
    await waitFor(() => expect(reads()).not.toEqual([]));
    await waitFor(() => expect(summary()).toHaveTextContent("You rated it 4 out of 5."));
    expect(star(3)).toHaveFocus();
    expect(writes()).toEqual([]);
  });

  it("asks a guest to sign in instead of rating, even for an early click", async () => {
    const asked = jest.fn();
    window.addEventListener(AUTH_OPEN_EVENT, asked);
    try {
      const { user } = renderRating(null as never);
      await user.click(star(5));
      await waitFor(() => expect(asked).toHaveBeenCalledTimes(1));
      expect(await screen.findByText(t("en", "watch.signInToRate"))).toBeInTheDocument();
      expect(writes()).toEqual([]);
    } finally {
      window.removeEventListener(AUTH_OPEN_EVENT, asked);
    }
  });
});
