import { fireEvent, screen } from "@testing-library/react";
import { renderWithProviders } from "@/components/test-utils";
import { MarkdownField } from "./markdown-field";

const field = (defaultValue: string) => (
  <MarkdownField name="body_en" lang="en" label="Text (Markdown)" defaultValue={defaultValue} />
);

describe("MarkdownField", () => {
  it("previews what is typed as the post's page draws it, typed HTML as text", async () => {
    renderWithProviders(field(""));
    const preview = screen.getByRole("region", { name: "Preview" });
    expect(preview).toHaveTextContent("Nothing written yet.");
    const input = screen.getByRole("textbox", { name: "Text (Markdown)" });
    fireEvent.input(input, { target: { value: "## Set\n\nA **warm** night. <b>x</b>" } });
    expect(await screen.findByRole("heading", { level: 2, name: "Set" })).toBeInTheDocument();
    expect(preview.querySelector("strong")).toHaveTextContent("warm");
    expect(preview.querySelector("b")).toBeNull();
    expect(preview).toHaveTextContent("<b>x</b>");
  });

  it("follows a new value the form's state hands it (after a save)", async () => {
    const { rerender } = renderWithProviders(field("First"));
    expect(screen.getByRole("region", { name: "Preview" })).toHaveTextContent("First");
    rerender(field("Second"));
    expect(await screen.findByText("Second", { selector: "p" })).toBeInTheDocument();
  });
});
