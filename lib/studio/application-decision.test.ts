import { commissionBasisPoints } from "./application-decision";

describe("commissionBasisPoints", () => {
  it("reads a percent however it is typed", () => {
    expect(commissionBasisPoints("10")).toBe(1000);
    expect(commissionBasisPoints("12,5")).toBe(1250);
    expect(commissionBasisPoints(" 12.5 % ")).toBe(1250);
    expect(commissionBasisPoints("0.75")).toBe(75);
  });

  it("gives null for what is not a percent", () => {
    for (const typed of ["", "ten", "-5", "1.234", "1e3"]) expect(commissionBasisPoints(typed)).toBeNull();
  });
});
