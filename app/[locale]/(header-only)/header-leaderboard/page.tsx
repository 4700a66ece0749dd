import type { Metadata } from "next";
import { LeaderboardPage } from "@/components/programme/leaderboard-page";
import { pageMetadata } from "@/lib/seo/metadata";

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export function generateMetadata(): Promise<Metadata> {
  return pageMetadata("leaderboard", "/leaderboard", { noindex: true });
}

export default function Page({ searchParams }: Props) {
  return <LeaderboardPage searchParams={searchParams} path="/header-leaderboard" />;
}
