import { screen } from "@testing-library/react";
import { polyfillDialog, recordingApi, renderWithProviders, t } from "@/components/test-utils";
import { SignInDialog } from "../sign-in-dialog";

// The API client is the boundary (its HTTP is tested in lib/api/client.test.ts): here it records the
// calls. Registration's code step must send the whole form again, since the backend makes the account
// from the request that carries the code (server/modules/accounts/registration.ts).
const { api, requests, answer } = recordingApi();
jest.mock("@/components/data/use-api-client", () => ({ useApiClient: () => api }));
jest.mock("next-auth/react", () => ({
  getProviders: async () => ({}),
  signIn: async () => ({ ok: false, error: "not in this test" }),
}));

polyfillDialog();

const label = (key: Parameters<typeof t>[1]) => t("en", key);

describe("registering in the sign-in dialog", () => {
  it("sends the register form again with the code, so the account is made from the owner's request", async () => {
    requests.length = 0;
    answer.mockReset().mockReturnValue({ message: "ok", access_token: "token", user: {} });
    const { user } = renderWithProviders(<SignInDialog open onClose={() => undefined} start={{}} />);

    await user.click(screen.getByRole("button", { name: label("auth.createAccount") }));
    await user.type(screen.getByLabelText(label("auth.phone")), "0912 345 678");
    await user.type(screen.getByLabelText(label("auth.name")), "Nguyễn Thị Vân");
    await user.type(screen.getByLabelText(label("auth.password"), { exact: true }), "Victim12345");
    await user.type(screen.getByLabelText(label("auth.referralCode")), "FRIEND22");
    await user.click(screen.getByRole("button", { name: label("auth.submitRegister") }));

    await user.type(await screen.findByLabelText(label("auth.otp")), "123456");
    await user.click(screen.getByRole("button", { name: label("auth.submitOtp") }));

    const form = {
      phone_number: "0912 345 678",
      name: "Nguyễn Thị Vân",
      password: "Victim12345",
      referred_code: "FRIEND22",
    };
    expect(requests).toEqual([
      { method: "POST", path: "/register", body: form },
      { method: "POST", path: "/verify-otp", body: { ...form, code: "123456", purpose: "register" } },
    ]);
  });
});

describe("the registration and reset forms, before sending", () => {
  it.each([
    ["auth.createAccount", "auth.submitRegister"],
    ["auth.forgot", "auth.submitForgot"],
  ] as const)("say at the phone field what is wrong with it and send nothing (%s)", async (link, submit) => {
    requests.length = 0;
    const { user } = renderWithProviders(<SignInDialog open onClose={() => undefined} start={{}} />);
    await user.click(screen.getByRole("button", { name: label(link) }));
    const phone = screen.getByLabelText(label("auth.phone"));
    await user.click(screen.getByRole("button", { name: label(submit) }));
    expect(phone).toHaveAccessibleDescription("Enter a phone number.");
    expect(phone).toHaveFocus();
    await user.type(phone, "12345");
    await user.click(screen.getByRole("button", { name: label(submit) }));
    expect(phone).toHaveAttribute("aria-invalid", "true");
    expect(phone).toHaveAccessibleDescription("Enter a Vietnamese mobile number, such as 0901 234 567.");
    expect(requests).toEqual([]);
  });
});
