import { screen } from "@testing-library/react";
import { recordingApi, renderWithProviders, testSession } from "@/components/test-utils";
import { EMPTY_DRAFT } from "@/lib/payments/draft";
import { TopUpForm } from "./top-up-form";

const { api, answer } = recordingApi();
jest.mock("@/components/data/use-api-client", () => ({ useApiClient: () => api }));

beforeEach(() => {
  answer.mockReset();
  answer.mockReturnValue({ balance: 350_000 });
  window.history.replaceState(null, "", "/top-up");
});

describe("TopUpForm", () => {
  it("writes money the English way on English pages, the sign before the amount", async () => {
    renderWithProviders(<TopUpForm initial={EMPTY_DRAFT} />, { session: testSession() });
    expect(await screen.findByTestId("balance")).toHaveTextContent("₫350,000");
    expect(screen.getByRole("button", { name: "₫50,000" })).toBeInTheDocument();
    expect(screen.getByText("From ₫10,000 to ₫50,000,000.")).toBeInTheDocument();
  });

  it("keeps the amount and method in the address on the review step, and back on the form", async () => {
    const { user } = renderWithProviders(<TopUpForm initial={EMPTY_DRAFT} />, { session: testSession() });
    await user.type(screen.getByLabelText("Or type an amount"), "123456");
    expect(screen.getByLabelText("Or type an amount")).toHaveValue("123,456");
    await user.click(screen.getByRole("radio", { name: "Bank transfer" }));
    await user.click(screen.getByRole("button", { name: "Continue" }));
    expect(screen.getByTestId("confirm-amount")).toHaveTextContent("₫123,456");
    expect(window.location.search).toBe("?amount=123456&method=bank&step=review");

    await user.click(screen.getByRole("button", { name: "Back" }));
    expect(window.location.search).toBe("?amount=123456&method=bank");
    expect(screen.getByLabelText("Or type an amount")).toHaveValue("123,456");
  });

  it("opens on the review step the address carried, in the page's language", async () => {
    renderWithProviders(<TopUpForm initial={{ amount: 77_000, method: "wallet", review: true }} />, {
      session: testSession(),
      locale: "vi",
    });
    expect(screen.getByRole("heading", { name: "Kiểm tra và thanh toán" })).toBeInTheDocument();
    expect(screen.getByTestId("confirm-amount")).toHaveTextContent("77.000 ₫");
    expect(screen.getByText("Ví điện tử")).toBeInTheDocument();
    expect(await screen.findByText(/^427\.000\s₫$/)).toBeInTheDocument();
  });

  it("lets Pay go out only with the viewer's session, which the page reads just after it starts", async () => {
    const draft = { amount: 50_000, method: "card", review: true } as const;
    const { unmount } = renderWithProviders(<TopUpForm initial={draft} />, { session: null });
    expect(screen.getByRole("button", { name: "Pay ₫50,000" })).toBeDisabled();
    unmount();
    renderWithProviders(<TopUpForm initial={draft} />, { session: testSession() });
    expect(screen.getByRole("button", { name: "Pay ₫50,000" })).toBeEnabled();
    expect(await screen.findByText("₫400,000")).toBeInTheDocument();
  });
});
