import { render, screen } from "@testing-library/react";
import { FormSelect } from "./form-select";

const form = (chosen: string) => (
  <form aria-label="editor">
    <FormSelect aria-label="Country" name="country" defaultValue={chosen}>
      <option value="VN">Vietnam</option>
      <option value="KR">Korea</option>
    </FormSelect>
  </form>
);

describe("FormSelect", () => {
  it("keeps the choice its form's state gives it when the form is reset after an action", () => {
    const { rerender } = render(form("VN"));
    expect(screen.getByRole("combobox", { name: "Country" })).toHaveValue("VN");
    // A refused save hands back what was typed; React then resets the form.
    rerender(form("KR"));
    (screen.getByRole("form", { name: "editor" }) as HTMLFormElement).reset();
    expect(screen.getByRole("combobox", { name: "Country" })).toHaveValue("KR");
  });
});
