/** @jest-environment node */
import { SUPPORT_EMAIL, supportMailto } from "./support";

describe("supportMailto", () => {
  it("writes to support with the subject filled in, spaces as %20", () => {
    expect(supportMailto({ subject: "Đề nghị kích hoạt tài khoản" })).toBe(
      `mailto:${SUPPORT_EMAIL}?subject=%C4%90%E1%BB%81%20ngh%E1%BB%8B%20k%C3%ADch%20ho%E1%BA%A1t%20t%C3%A0i%20kho%E1%BA%A3n`,
    );
  });

  it("adds a first line when there is one, its & and = kept inside it", () => {
    const link = new URL(
      supportMailto({ subject: "Blocked", body: "My phone number: 0904 567 890 & more=1" }),
    );
    expect(link.protocol).toBe("mailto:");
    expect(link.pathname).toBe(SUPPORT_EMAIL);
    expect(link.searchParams.get("subject")).toBe("Blocked");
    expect(link.searchParams.get("body")).toBe("My phone number: 0904 567 890 & more=1");
  });
});
