import { createRef } from "react";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Button, buttonClassName } from "./button";

describe("Button", () => {
  it("does not submit the form it sits in unless it is told to", async () => {
    const submitted = jest.fn((event: Event) => event.preventDefault());
    const clicked = jest.fn();
    render(
      <form onSubmit={(event) => submitted(event.nativeEvent)}>
        <Button onClick={clicked}>Share</Button>
        <Button type="submit">Save</Button>
      </form>,
    );
    await userEvent.click(screen.getByRole("button", { name: "Share" }));
    expect(clicked).toHaveBeenCalledTimes(1);
    expect(submitted).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(submitted).toHaveBeenCalledTimes(1);
  });

  it("passes its attributes and ref to the <button>", async () => {
    const ref = createRef<HTMLButtonElement>();
    const clicked = jest.fn();
    render(
      <Button ref={ref} variant="secondary" aria-pressed data-testid="favorite" disabled onClick={clicked}>
        Favorite
      </Button>,
    );
    const button = screen.getByRole("button", { name: "Favorite", pressed: true });
    expect(ref.current).toBe(button);
    expect(button).toHaveAttribute("data-testid", "favorite");
    expect(button).toBeDisabled();
    await userEvent.click(button);
    expect(clicked).not.toHaveBeenCalled();
  });

  it("gives a link the same look as a button of its variant, and keeps the caller's class", () => {
    render(
      <>
        <Button variant="secondary" className="mine">
          Back
        </Button>
        <a href="/top-up" className={buttonClassName({ variant: "secondary", className: "mine" })}>
          Top up
        </a>
      </>,
    );
    expect(screen.getByRole("link", { name: "Top up" })).toHaveAttribute(
      "class",
      screen.getByRole("button", { name: "Back" }).getAttribute("class"),
    );
    expect(screen.getByRole("link", { name: "Top up" })).toHaveClass("mine");
    expect(buttonClassName()).not.toBe(buttonClassName({ variant: "secondary" }));
    expect(buttonClassName()).not.toBe(buttonClassName({ size: "lg" }));
  });
});
