/** @jest-environment node */
import { phoneProblem, signInProblems } from "./field-checks";

describe("phoneProblem", () => {
  it("wants a number", () => {
    expect(phoneProblem("", "84")).toBe("required");
    expect(phoneProblem("   ", "84")).toBe("required");
  });

  it.each([
    "12345",
    "0123 456 789",
    "028 1234 567",
    "0901 234 56",
    "0901 234 5678",
    "call me",
    "0901234567x",
  ])("refuses %j: not a Vietnamese mobile number", (typed) => {
    expect(phoneProblem(typed, "84")).toBe("invalid");
  });

  it.each(["0901 234 567", "901234567", "+84 901 234 567", "0354-123-456", " 0788 123 456 "])(
    "takes %j as people type it",
    (typed) => {
      expect(phoneProblem(typed, "84")).toBeNull();
    },
  );
});

describe("signInProblems", () => {
  it("names every empty field", () => {
    expect(signInProblems({ phone: "", password: "" }, "84")).toEqual({
      phone: "required",
      password: "required",
    });
  });

  it("names a phone that is not a mobile number, whatever the password", () => {
    expect(signInProblems({ phone: "12345", password: "Cineva@2026" }, "84")).toEqual({ phone: "invalid" });
  });

  it("lets any non-empty password through: the backend checks it", () => {
    expect(signInProblems({ phone: "0901234567", password: "x" }, "84")).toEqual({});
    expect(signInProblems({ phone: "0901234567", password: " " }, "84")).toEqual({});
  });
});
