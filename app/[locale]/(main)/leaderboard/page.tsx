import type { Metadata } from "next";
import { LeaderboardPage } from "@/components/programme/leaderboard-page";
import { pageMetadata } from "@/lib/seo/metadata";

/** This week's board per language, rebuilt at most once a minute. */
export const revalidate = 60;

export function generateMetadata(): Promise<Metadata> {
  return pageMetadata("leaderboard", "/leaderboard");
}

export default function Page() {
  return <LeaderboardPage path="/leaderboard" />;
}
