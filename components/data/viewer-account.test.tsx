import { screen } from "@testing-library/react";
import { recordingApi, renderWithProviders, testSession } from "@/components/test-utils";
import { useRefreshViewerAccount, useViewerAccount } from "./viewer-account";

const { api, requests, answer } = recordingApi();
jest.mock("./use-api-client", () => ({ useApiClient: () => api }));

function Balance() {
  const account = useViewerAccount();
  return <p>{account ? `balance ${account.balance}` : "none yet"}</p>;
}

function TopUp() {
  const refresh = useRefreshViewerAccount();
  return <button onClick={refresh}>paid</button>;
}

beforeEach(() => {
  requests.length = 0;
  answer.mockReset();
});

describe("the viewer's account", () => {
  it("is read from the backend, not the session, for a signed-in viewer", async () => {
    answer.mockReturnValue({ balance: 350_000 });
    renderWithProviders(<Balance />, { session: testSession() });
    expect(await screen.findByText("balance 350000")).toBeInTheDocument();
    expect(requests).toEqual([{ method: "GET", path: "/user-info" }]);
  });

  it("is asked again everywhere it is shown once something changed it", async () => {
    answer.mockReturnValueOnce({ balance: 350_000 }).mockReturnValue({ balance: 400_000 });
    const { user } = renderWithProviders(
      <>
        <Balance />
        <TopUp />
      </>,
      { session: testSession() },
    );
    expect(await screen.findByText("balance 350000")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "paid" }));
    expect(await screen.findByText("balance 400000")).toBeInTheDocument();
  });

  it("asks nothing for a guest", () => {
    renderWithProviders(<Balance />, { session: null });
    expect(screen.getByText("none yet")).toBeInTheDocument();
    expect(requests).toEqual([]);
  });
});
