import { screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { renderWithProviders, t } from "@/components/test-utils";
import { AuthRequired } from "./auth-required";

const labels = {
  loading: t("en", "common.loading"),
  title: t("en", "auth.requiredTitle"),
  text: t("en", "auth.requiredText"),
  signIn: t("en", "header.signIn"),
};

let events: CustomEvent[];
const listener = (event: Event) => events.push(event as CustomEvent);

beforeEach(() => {
  events = [];
  window.addEventListener("auth:open", listener);
  sessionStorage.clear();
});

afterEach(() => {
  window.removeEventListener("auth:open", listener);
  sessionStorage.clear();
  window.history.replaceState({}, "", "/");
});

describe("AuthRequired", () => {
  it("saves path, query and hash under auth:returnTo and asks for the sign-in dialog on mount", () => {
    window.history.pushState({}, "", "/profile/history?x=1#top");
    renderWithProviders(<AuthRequired labels={labels} />);

    expect(sessionStorage.getItem("auth:returnTo")).toBe("/profile/history?x=1#top");
    expect(events).toHaveLength(1);
    expect(events[0]?.detail).toEqual({ modal: "signin" });
  });

  it("keeps a sign-in prompt whose button opens the dialog again", async () => {
    window.history.pushState({}, "", "/profile/info");
    const { user } = renderWithProviders(<AuthRequired labels={labels} />);
    expect(screen.getByRole("heading", { name: "Sign in to continue" })).toBeInTheDocument();
    expect(screen.getByText(labels.text)).toBeInTheDocument();
    expect(events).toHaveLength(1);

    await user.click(screen.getByRole("button", { name: "Sign in" }));

    expect(events).toHaveLength(2);
    expect(events[1]?.detail).toEqual({ modal: "signin" });
  });

  it('shows the "loading..." spinner in the server-rendered HTML, before the browser takes over', () => {
    const html = renderToString(<AuthRequired labels={labels} />);
    expect(labels.loading).toBe("loading...");
    expect(html).toContain('role="status"');
    expect(html).toContain("loading...");
    expect(html).not.toContain(labels.title);
  });
});
