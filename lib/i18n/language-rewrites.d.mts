type Has = { type: "query" | "cookie" | "header"; key: string; value: string };
export const FIRST_SUPPORTED_IS_VI: string;
export const languageRewrites: { source: string; has?: Has[]; destination: string }[];
export const negotiatedPageHeaders: {
  source: string;
  missing: Has[];
  headers: { key: string; value: string }[];
}[];
