import { parsePublicEnv } from "./public-env";

describe("parsePublicEnv", () => {
  it("refuses a store address that is not a web URL", () => {
    expect(() => parsePublicEnv({ NEXT_PUBLIC_IOS_APP_URL: "javascript:alert(1)" })).toThrow(
      /NEXT_PUBLIC_IOS_APP_URL/,
    );
  });

  it("defaults to the site's own origin, localhost:3000 and country code 84", () => {
    expect(parsePublicEnv({})).toEqual({
      NEXT_PUBLIC_API_HOST: "",
      NEXT_PUBLIC_SITE_URL: "http://localhost:3000",
      NEXT_PUBLIC_IOS_APP_URL: "https://apps.apple.com/app/cineva/id6740000000",
      NEXT_PUBLIC_ANDROID_APP_URL: "https://play.google.com/store/apps/details?id=vn.cineva.app",
      NEXT_PUBLIC_PHONE_COUNTRY_CODE: "84",
    });
  });

  it("drops trailing slashes from hosts", () => {
    const env = parsePublicEnv({
      NEXT_PUBLIC_API_HOST: "https://admin.example.com/",
      NEXT_PUBLIC_SITE_URL: "https://cineva.example/",
    });
    expect(env.NEXT_PUBLIC_API_HOST).toBe("https://admin.example.com");
    expect(env.NEXT_PUBLIC_SITE_URL).toBe("https://cineva.example");
  });

  it("refuses values that cannot work, naming the variable", () => {
    expect(() => parsePublicEnv({ NEXT_PUBLIC_API_HOST: "ftp://x" })).toThrow(/NEXT_PUBLIC_API_HOST/);
    expect(() => parsePublicEnv({ NEXT_PUBLIC_SITE_URL: "not a url" })).toThrow(/NEXT_PUBLIC_SITE_URL/);
    expect(() => parsePublicEnv({ NEXT_PUBLIC_PHONE_COUNTRY_CODE: "+84" })).toThrow(
      /NEXT_PUBLIC_PHONE_COUNTRY_CODE/,
    );
  });
});

describe("browserEnv", () => {
  const saved = { ...process.env };
  afterEach(() => {
    process.env = { ...saved };
  });

  function load() {
    let loaded: { browser: Record<string, string>; server: Record<string, string> } | undefined;
    jest.isolateModules(() => {
      /* eslint-disable @typescript-eslint/no-require-imports */
      const { browserEnv } = require("./browser-env") as typeof import("./browser-env");
      const { publicEnv } = require("./public-env") as typeof import("./public-env");
      /* eslint-enable @typescript-eslint/no-require-imports */
      loaded = { browser: browserEnv, server: publicEnv };
    });
    return loaded!;
  }

  it.each([
    [{}],
    [{ NEXT_PUBLIC_API_HOST: "  https://media.example.com// ", NEXT_PUBLIC_PHONE_COUNTRY_CODE: "1" }],
    [{ NEXT_PUBLIC_API_HOST: "", NEXT_PUBLIC_PHONE_COUNTRY_CODE: "" }],
  ])("hands browser code the values the server validated: %j", (values: Record<string, string>) => {
    delete process.env.NEXT_PUBLIC_API_HOST;
    delete process.env.NEXT_PUBLIC_PHONE_COUNTRY_CODE;
    Object.assign(process.env, values);
    const { browser, server } = load();
    expect(browser).toEqual({
      NEXT_PUBLIC_API_HOST: server.NEXT_PUBLIC_API_HOST,
      NEXT_PUBLIC_PHONE_COUNTRY_CODE: server.NEXT_PUBLIC_PHONE_COUNTRY_CODE,
    });
  });

  it("normalises the API host", () => {
    process.env.NEXT_PUBLIC_API_HOST = " https://media.example.com/ ";
    expect(load().browser.NEXT_PUBLIC_API_HOST).toBe("https://media.example.com");
  });
});
