type Has = { type: "query" | "cookie" | "header"; key: string; value: string };
export const FIRST_SUPPORTED_IS_VI: string;
export const languageRewrites: { source: string; has?: Has[]; destination: string }[];
export const languageRedirects: { source: string; destination: string; permanent: boolean }[];
