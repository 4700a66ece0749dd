import { fireEvent, render, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { Link } from "./link";

// next/link itself prefetches through the app router; what this wrapper decides is the prefetch it
// asks next/link for, so the test records that.
const asked: unknown[] = [];
jest.mock("next/link", () => ({
  __esModule: true,
  default: ({
    prefetch,
    href,
    children,
    ...props
  }: {
    prefetch?: unknown;
    href: string;
    children: ReactNode;
  }) => {
    asked.push(prefetch);
    return (
      <a href={href} {...props}>
        {children}
      </a>
    );
  },
}));

beforeEach(() => {
  asked.length = 0;
});

const last = () => asked[asked.length - 1];

describe("Link", () => {
  it.each([
    ["a pointer over it", (link: HTMLElement) => fireEvent.pointerEnter(link)],
    ["a touch", (link: HTMLElement) => fireEvent.touchStart(link)],
    ["the keyboard's focus", (link: HTMLElement) => fireEvent.focus(link)],
  ])("prefetches nothing until the viewer reaches for it: %s", (_, reach) => {
    render(<Link href="/movies">Movies</Link>);
    expect(last()).toBe(false);
    reach(screen.getByRole("link", { name: "Movies" }));
    // next/link's own default ("auto"), from now on.
    expect(last()).toBeNull();
  });

  it("keeps an asked-for prefetch for when the viewer reaches for the link", () => {
    render(
      <Link href="/movies" prefetch>
        Movies
      </Link>,
    );
    expect(last()).toBe(false);
    fireEvent.focus(screen.getByRole("link"));
    expect(last()).toBe(true);
  });

  it("never prefetches a link that says so", () => {
    render(
      <Link href="/movies?page=2" prefetch={false}>
        Next
      </Link>,
    );
    fireEvent.pointerEnter(screen.getByRole("link"));
    fireEvent.focus(screen.getByRole("link"));
    expect(asked.every((value) => value === false)).toBe(true);
  });

  it("still calls the caller's own handlers", () => {
    const onFocus = jest.fn();
    render(
      <Link href="/movies" onFocus={onFocus}>
        Movies
      </Link>,
    );
    fireEvent.focus(screen.getByRole("link"));
    expect(onFocus).toHaveBeenCalledTimes(1);
  });
});
