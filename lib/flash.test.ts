import { setFlash, takeFlash } from "./flash";

describe("flash messages", () => {
  it("are read once", () => {
    setFlash({ kind: "success", title: "Logged out" });
    expect(takeFlash()).toEqual({ kind: "success", title: "Logged out" });
    expect(takeFlash()).toBeNull();
  });

  it("ignore anything malformed", () => {
    sessionStorage.setItem("cineva:flash", "{bad");
    expect(takeFlash()).toBeNull();
    sessionStorage.setItem("cineva:flash", JSON.stringify({ kind: "boom", title: 1 }));
    expect(takeFlash()).toBeNull();
  });
});
