/** What a person is credited as on a title: its directors, then its cast in billing order. */
export const CREDIT_ROLES = ["director", "cast"] as const;
export type CreditRole = (typeof CREDIT_ROLES)[number];

/** At most this many of each role on one title. */
export const CREDIT_LIMITS = { director: 10, cast: 50 } as const satisfies Record<CreditRole, number>;
