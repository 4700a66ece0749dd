import { act, screen } from "@testing-library/react";
import type { VerifyReturnResponse } from "@/lib/contract/payments";
import { recordingApi, renderWithProviders, testSession } from "@/components/test-utils";
import { TopUpResult } from "./top-up-result";

const { api, requests, answer } = recordingApi();
jest.mock("@/components/data/use-api-client", () => ({ useApiClient: () => api }));

const expired: VerifyReturnResponse = {
  valid: true,
  response_code: "24",
  message: "The time to pay ran out before the payment was made.",
  payment: {
    order_ref: "CV2611221000ABCDEF",
    amount: 50_000,
    status: "expired",
    created_at: "2026-11-22T03:00:00.000Z",
    paid_at: null,
  },
  payment_id: 7,
  balance: 350_000,
};

beforeEach(() => {
  requests.length = 0;
  answer.mockReset();
  answer.mockImplementation((request) => (request.path === "/user-info" ? { balance: 350_000 } : expired));
});

describe("TopUpResult", () => {
  it("says an abandoned payment expired, with the amount and balance in the page's language, and stops asking", async () => {
    renderWithProviders(<TopUpResult />, { session: testSession() });
    expect(await screen.findByRole("heading", { name: "Payment expired" })).toBeInTheDocument();
    expect(screen.getByTestId("top-up-result")).toHaveAttribute("data-status", "expired");
    expect(screen.getByText("₫50,000")).toBeInTheDocument();
    expect(screen.getByTestId("balance")).toHaveTextContent("₫350,000");
    expect(screen.getByRole("link", { name: "Try again" })).toBeInTheDocument();
    // Longer than the page waits before asking again while a payment is pending.
    await act(() => new Promise((resolve) => setTimeout(resolve, 2500)));
    expect(requests.filter((request) => request.path === "/payments/verify-return")).toHaveLength(1);
  });

  it("says it in Vietnamese on Vietnamese pages", async () => {
    renderWithProviders(<TopUpResult />, { session: testSession(), locale: "vi" });
    expect(await screen.findByRole("heading", { name: "Giao dịch đã hết hạn" })).toBeInTheDocument();
    expect(screen.getByText(/^50\.000\s₫$/)).toBeInTheDocument();
  });
});
