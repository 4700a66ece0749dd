/** @jest-environment node */
import fc from "fast-check";
import {
  composePhone,
  DEFAULT_COUNTRY_CODE,
  hasNoPhone,
  isMobileNumber,
  localPhone,
  phoneDigits,
  stripCountryCode,
} from "./phone";

/** National numbers that neither start with 0 nor with the country code, so every spelling is unambiguous. */
const nationalArb = fc.stringMatching(/^[1-9]\d{6,10}$/).filter((n) => !n.startsWith(DEFAULT_COUNTRY_CODE));

describe("phoneDigits", () => {
  it("keeps only digits", () => {
    expect(phoneDigits("+84 (090) 123-45.67")).toBe("840901234567");
    expect(phoneDigits("abc")).toBe("");
    expect(phoneDigits(null)).toBe("");
    expect(phoneDigits("٣٤")).toBe("");
  });
});

describe("stripCountryCode", () => {
  it.each([
    ["+84 901 234 567", "901234567"],
    ["84901234567", "901234567"],
    ["0901 234 567", "901234567"],
    ["+84 0901 234 567", "901234567"],
    ["0842 345 678", "842345678"],
    ["", ""],
    ["000", ""],
  ])("%j → %j", (value, national) => {
    expect(stripCountryCode(value)).toBe(national);
  });

  it("takes another country code", () => {
    expect(stripCountryCode("+1 (555) 010-9999", "1")).toBe("5550109999");
    expect(stripCountryCode("+66 081 234 5678", "+66")).toBe("812345678");
  });
});

describe("composePhone", () => {
  it("gives the same result for local, international and composed spellings", () => {
    for (const v of ["0901 234 567", "901234567", "+84 901 234 567", "84901234567", "+84 (0) 901-234-567"]) {
      expect(composePhone(v)).toBe("84901234567");
    }
    expect(composePhone("0842 345 678")).toBe("84842345678");
  });

  it("gives an empty string when there is no number", () => {
    expect(composePhone("")).toBe("");
    expect(composePhone("+84")).toBe("");
    expect(composePhone(undefined)).toBe("");
  });

  it("takes another country code", () => {
    expect(composePhone("081 234 5678", "66")).toBe("66812345678");
    expect(composePhone("+66 81 234 5678", "+66")).toBe("66812345678");
  });

  it("is idempotent", () => {
    fc.assert(
      fc.property(fc.string(), fc.constantFrom("84", "1", "66", "+44"), (value, code) => {
        const once = composePhone(value, code);
        expect(composePhone(once, code)).toBe(once);
        expect(once === "" || /^[1-9]\d*$/.test(once)).toBe(true);
      }),
    );
  });

  it("normalises every spelling of a number to country code + national number", () => {
    fc.assert(
      fc.property(nationalArb, fc.nat({ max: 3 }), (national, zeros) => {
        const expected = DEFAULT_COUNTRY_CODE + national;
        const spaced = national.replace(/(\d{3})(?=\d)/g, "$1 ");
        for (const v of [
          national,
          "0".repeat(zeros) + national,
          `+84 ${spaced}`,
          `84${national}`,
          `(+84) 0${spaced}`,
        ]) {
          expect(composePhone(v)).toBe(expected);
          expect(stripCountryCode(v)).toBe(national);
        }
      }),
    );
  });
});

describe("isMobileNumber", () => {
  it.each(["0901 234 567", "+84 354 123 456", "84 56 123 4567", "0788123456", "0842 345 678", "901234567"])(
    "takes the Vietnamese mobile number %j",
    (typed) => {
      expect(isMobileNumber(typed)).toBe(true);
    },
  );

  it.each([
    "12345",
    "0123 456 789",
    "028 3822 1234",
    "0201234567",
    "0601234567",
    "0901 234 56",
    "0901 234 5678",
    "",
  ])("refuses %j: too short, too long, a landline or no mobile prefix", (typed) => {
    expect(isMobileNumber(typed)).toBe(false);
  });

  it("takes 6 to 14 national digits for a country whose plan it does not know", () => {
    expect(isMobileNumber("+65 9123 4567", "65")).toBe(true);
    expect(isMobileNumber("12345", "65")).toBe(false);
    expect(isMobileNumber("123456789012345", "65")).toBe(false);
  });

  it("agrees with composePhone: a mobile number stays one in its composed form", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[35789]\d{8}$/), (national) => {
        expect(isMobileNumber(`0${national}`)).toBe(true);
        expect(isMobileNumber(composePhone(`0${national}`))).toBe(true);
      }),
    );
  });
});

describe("localPhone", () => {
  it("writes a composed number the way a viewer types it", () => {
    expect(localPhone("84901234567")).toBe("0901 234 567");
    expect(localPhone("+84 901 234 567")).toBe("0901 234 567");
    expect(localPhone("8428123456")).toBe("028123456");
    expect(localPhone("")).toBe("");
    expect(localPhone(null)).toBe("");
  });
});

describe("hasNoPhone", () => {
  it("is true only for an account whose phone number is empty (made through Google or Apple)", () => {
    expect(hasNoPhone({ phone_number: "" })).toBe(true);
    expect(hasNoPhone({ phone_number: "84901234567" })).toBe(false);
    expect(hasNoPhone(null)).toBe(false);
    expect(hasNoPhone(undefined)).toBe(false);
  });
});
