import { framedQueryPage } from "@/components/programme/framed-leaderboard-query";

export { generateMetadata, generateStaticParams } from "@/components/programme/framed-leaderboard-query";

/** /blank-leaderboard?{query}, rewritten here by proxy.ts: built on the first visit per query, then at most once a minute. */
export const revalidate = 60;

export default framedQueryPage("/blank-leaderboard");
