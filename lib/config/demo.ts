/**
 * Whether this build is the demo's: next.config.mjs sets CINEVA_DEMO_BUILD from CINEVA_SANDBOX when
 * it builds (anything but "0" is the demo), and Next writes the value into the compiled code, so the
 * pages it prerendered and the server that runs them agree on it.
 */
export const isDemoBuild = (): boolean => process.env.CINEVA_DEMO_BUILD === "1";
