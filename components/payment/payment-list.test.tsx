import { screen, within } from "@testing-library/react";
import type { Payment } from "@/lib/contract/payments";
import { recordingApi, renderWithProviders, testSession } from "@/components/test-utils";
import { PaymentList } from "./payment-list";

const { api, answer } = recordingApi();
jest.mock("@/components/data/use-api-client", () => ({ useApiClient: () => api }));

const payment = (overrides: Partial<Payment>): Payment => ({
  id: 1,
  order_ref: "CV2611221000ABCDEF",
  amount: 350_000,
  method: "bank",
  status: "succeeded",
  response_code: "00",
  response_message: null,
  // 00:05 on 23 November in Vietnam.
  created_at: "2026-11-22T17:05:00.000Z",
  paid_at: "2026-11-22T17:06:00.000Z",
  ...overrides,
});

beforeEach(() => {
  answer.mockReset();
  answer.mockReturnValue({
    data: [
      payment({ id: 2, amount: 1_250_000, status: "expired", method: "wallet", paid_at: null }),
      payment({ id: 1 }),
    ],
    meta: { page: 1, per_page: 20, total: 2, last_page: 1 },
    balance: 350_000,
  });
});

async function entries(locale: "en" | "vi") {
  renderWithProviders(<PaymentList />, { session: testSession(), locale });
  const list = await screen.findByRole("list");
  return within(list).getAllByRole("listitem");
}

describe("PaymentList", () => {
  it("shows each payment's amount, status, date and time (Vietnam's) and method, the English way", async () => {
    const [expired, paid] = await entries("en");
    expect(expired).toHaveTextContent("₫1,250,000");
    expect(within(expired!).getByText("Expired")).toBeInTheDocument();
    expect(expired).toHaveTextContent("E-wallet");
    expect(paid).toHaveTextContent("₫350,000");
    expect(within(paid!).getByText("Paid")).toBeInTheDocument();
    const time = paid!.querySelector("time")!;
    expect(time).toHaveTextContent("23/11/2026, 00:05");
    expect(time).toHaveAttribute("datetime", "2026-11-22T17:05:00.000Z");
    expect(paid).toHaveTextContent("Bank transfer");
  });

  it("writes them the Vietnamese way on Vietnamese pages", async () => {
    const [expired, paid] = await entries("vi");
    expect(expired).toHaveTextContent("1.250.000 ₫");
    expect(within(expired!).getByText("Hết hạn")).toBeInTheDocument();
    expect(paid!.querySelector("time")).toHaveTextContent("00:05 23/11/2026");
    expect(within(paid!).getByText("Thành công")).toBeInTheDocument();
    expect(paid).toHaveTextContent("Chuyển khoản ngân hàng");
  });
});
