import { avatarProblem, profileFormData } from "./avatar";

describe("profile form data (product §5.5)", () => {
  const empty = {
    name: "",
    first_name: "",
    last_name: "",
    email: "",
    old_password: "",
    password: "",
    avatar: null,
    leaderboard_private: false,
  };

  it("always sends first_name, last_name, email and the leaderboard privacy choice, and _method=PUT", () => {
    const form = profileFormData(empty);
    expect([...form.keys()].sort()).toEqual([
      "_method",
      "email",
      "first_name",
      "last_name",
      "leaderboard_private",
    ]);
    expect(form.get("_method")).toBe("PUT");
    expect(form.get("leaderboard_private")).toBe("0");
    expect(profileFormData({ ...empty, leaderboard_private: true }).get("leaderboard_private")).toBe("1");
  });

  it("sends name, passwords and avatar only when they have a value", () => {
    const avatar = new File(["x"], "me.png", { type: "image/png" });
    const form = profileFormData({
      ...empty,
      name: " An ",
      old_password: "old",
      password: "new12345",
      avatar,
    });
    expect(form.get("name")).toBe("An");
    expect(form.get("old_password")).toBe("old");
    expect(form.get("password")).toBe("new12345");
    expect(form.get("avatar")).toBeInstanceOf(File);
  });
});

describe("avatarProblem", () => {
  it("accepts JPEG, PNG and WebP up to 2 MB", () => {
    expect(avatarProblem({ size: 2 * 1024 * 1024, type: "image/webp" })).toBeNull();
    expect(avatarProblem({ size: 2 * 1024 * 1024 + 1, type: "image/png" })).toBe("tooLarge");
    expect(avatarProblem({ size: 10, type: "image/gif" })).toBe("wrongType");
    expect(avatarProblem({ size: 10, type: "" })).toBe("wrongType");
  });
});
