import { useState } from "react";
import { fireEvent, screen } from "@testing-library/react";
import { polyfillDialog, renderWithProviders, t } from "@/components/test-utils";
import { Modal } from "./modal";

polyfillDialog();

const TITLE = "Sign in";
const CLOSE = t("en", "common.close");

/** A page with a button that opens the modal, as the app uses it. */
function Harness({ onClose }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open sign-in
      </button>
      <Modal
        open={open}
        onClose={() => {
          onClose?.();
          setOpen(false);
        }}
        title={TITLE}
        closeLabel={CLOSE}
        description="Use your phone number"
      >
        <p>Dialog body</p>
      </Modal>
    </>
  );
}

describe("Modal", () => {
  it("opens as a dialog named by its title and described by its description", async () => {
    const { user } = renderWithProviders(<Harness />);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Open sign-in" }));

    const dialog = screen.getByRole("dialog", { name: TITLE });
    expect(dialog).toHaveAttribute("open");
    expect(dialog).toHaveAccessibleDescription("Use your phone number");
    expect(screen.getByRole("heading", { name: TITLE })).toBeInTheDocument();
    expect(screen.getByText("Dialog body")).toBeVisible();
  });

  it("renders nothing inside while closed", () => {
    const { container } = renderWithProviders(
      <Modal open={false} onClose={() => {}} title={TITLE} closeLabel={CLOSE}>
        <p>Dialog body</p>
      </Modal>,
    );
    const dialog = container.querySelector("dialog");
    expect(dialog).not.toBeNull();
    expect(dialog).not.toHaveAttribute("open");
    expect(dialog).toBeEmptyDOMElement();
    expect(screen.queryByText("Dialog body")).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: CLOSE })).not.toBeInTheDocument();
  });

  it("calls onClose from the close button, which is named by closeLabel", async () => {
    const onClose = jest.fn();
    const { user } = renderWithProviders(
      <Modal open onClose={onClose} title={TITLE} closeLabel={CLOSE}>
        <p>Dialog body</p>
      </Modal>,
    );
    await user.click(screen.getByRole("button", { name: CLOSE }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("calls onClose on Escape (the dialog's cancel event) and lets React close it", () => {
    const onClose = jest.fn();
    renderWithProviders(
      <Modal open onClose={onClose} title={TITLE} closeLabel={CLOSE}>
        <p>Dialog body</p>
      </Modal>,
    );
    const dialog = screen.getByRole("dialog", { name: TITLE });
    // A real browser fires a cancelable `cancel` on Escape; the modal must cancel the native close.
    const notPrevented = fireEvent(dialog, new Event("cancel", { cancelable: true }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(notPrevented).toBe(false);
    expect(dialog).toHaveAttribute("open");
  });

  it("closes on Escape and returns focus to the button that opened it", async () => {
    const onClose = jest.fn();
    const { user } = renderWithProviders(<Harness onClose={onClose} />);
    const opener = screen.getByRole("button", { name: "Open sign-in" });

    await user.click(opener);
    const dialog = screen.getByRole("dialog", { name: TITLE });
    screen.getByRole("button", { name: CLOSE }).focus();
    expect(opener).not.toHaveFocus();

    fireEvent(dialog, new Event("cancel", { cancelable: true }));

    expect(onClose).toHaveBeenCalledTimes(1);
    expect(dialog).not.toHaveAttribute("open");
    expect(screen.queryByText("Dialog body")).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it("returns focus to the opener after closing with the close button", async () => {
    const { user } = renderWithProviders(<Harness />);
    const opener = screen.getByRole("button", { name: "Open sign-in" });
    await user.click(opener);
    await user.click(screen.getByRole("button", { name: CLOSE }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it("closes on a click on the backdrop but not on a click inside the panel", async () => {
    const onClose = jest.fn();
    const { user } = renderWithProviders(
      <Modal open onClose={onClose} title={TITLE} closeLabel={CLOSE}>
        <p>Dialog body</p>
      </Modal>,
    );
    await user.click(screen.getByText("Dialog body"));
    expect(onClose).not.toHaveBeenCalled();
    await user.click(screen.getByRole("dialog", { name: TITLE }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
