import type { Metadata } from "next";
import { LeaderboardQueryPage } from "@/components/programme/leaderboard-page";
import { pageMetadata } from "@/lib/seo/metadata";

type Props = { params: Promise<{ query: string[] }> };

/** /blank-leaderboard?{query}, rewritten here by proxy.ts: built on the first visit per query, then at most once a minute. */
export const revalidate = 60;
export function generateStaticParams() {
  return [];
}

export function generateMetadata(): Promise<Metadata> {
  return pageMetadata("leaderboard", "/leaderboard", { noindex: true });
}

export default function Page({ params }: Props) {
  return <LeaderboardQueryPage params={params} path="/blank-leaderboard" />;
}
