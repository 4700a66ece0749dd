import { act, cleanup, render, screen } from "@testing-library/react";
import { createElement } from "react";
import { toast as sonner } from "sonner";
// eslint-disable-next-line cineva/boundaries -- the test renders the real <Toaster/> to see the toasts
import { Toaster } from "@/components/ui/toaster";
import { COPY_FAILURE, COPY_SUCCESS_PREFIX, copyToClipboard } from "./clipboard";
import { loadSonner, toast } from "./toast";

const writeText = jest.fn<Promise<void>, [string]>();
const execCommand = jest.fn<boolean, [string]>();

function setClipboard(value: { writeText: typeof writeText } | undefined) {
  Object.defineProperty(navigator, "clipboard", { value, configurable: true });
}

beforeEach(async () => {
  writeText.mockReset();
  execCommand.mockReset();
  setClipboard({ writeText });
  // jsdom has no copy command; the fallback calls this one.
  Object.defineProperty(document, "execCommand", { value: execCommand, configurable: true });
  render(createElement(Toaster));
  await act(async () => {
    await loadSonner(); // sonner loads on demand; the toaster is listening once it has
  });
});

/** Unmount first, then empty sonner's module-level list, so no toast leaks into the next test. */
afterEach(() => {
  cleanup();
  toast.dismiss();
  sonner.dismiss();
});

it("has product §8's messages", () => {
  expect(COPY_SUCCESS_PREFIX).toBe("Đã sao chép: ");
  expect(COPY_FAILURE).toBe("Không thể sao chép");
});

it("writes to the clipboard and shows the success toast", async () => {
  writeText.mockResolvedValue(undefined);

  await expect(copyToClipboard("hello")).resolves.toBe(true);

  expect(writeText).toHaveBeenCalledWith("hello");
  expect(execCommand).not.toHaveBeenCalled();
  expect(await screen.findByText("Đã sao chép: hello")).toBeInTheDocument();
});

it("falls back to a hidden textarea and the copy command when the Clipboard API refuses", async () => {
  writeText.mockRejectedValue(new DOMException("denied", "NotAllowedError"));
  let copiedValue: string | undefined;
  execCommand.mockImplementation((command) => {
    const textarea = document.querySelector("textarea");
    copiedValue = textarea?.value.slice(textarea.selectionStart, textarea.selectionEnd);
    return command === "copy";
  });
  const button = document.body.appendChild(document.createElement("button"));
  button.focus();

  await expect(copyToClipboard("ABC123")).resolves.toBe(true);

  expect(execCommand).toHaveBeenCalledWith("copy");
  expect(copiedValue).toBe("ABC123");
  expect(document.querySelector("textarea")).toBeNull(); // cleaned up
  expect(button).toHaveFocus(); // focus given back
  expect(await screen.findByText("Đã sao chép: ABC123")).toBeInTheDocument();
  button.remove();
});

it("uses the fallback when there is no Clipboard API at all", async () => {
  setClipboard(undefined);
  execCommand.mockReturnValue(true);

  await expect(copyToClipboard("x")).resolves.toBe(true);
  expect(execCommand).toHaveBeenCalledWith("copy");
  expect(await screen.findByText("Đã sao chép: x")).toBeInTheDocument();
});

it("shows the error toast when both ways fail", async () => {
  writeText.mockRejectedValue(new Error("denied"));
  execCommand.mockReturnValue(false);

  await expect(copyToClipboard("hello")).resolves.toBe(false);

  expect(await screen.findByText("Không thể sao chép")).toBeInTheDocument();
  expect(screen.queryByText(/Đã sao chép/)).not.toBeInTheDocument();
});
