import type { Metadata } from "next";
import { pageMetadata } from "@/lib/seo/metadata";
import { LeaderboardQueryPage } from "./leaderboard-page";

/*
 * The query route of the leaderboard's blank and header-only frames (app/[locale]/(blank)/
 * blank-leaderboard/q/[...query]/page.tsx and its header-only twin): each re-exports these functions
 * and makes its page with framedQueryPage; its `revalidate` stays in it, where Next reads it.
 */

/** No query is built ahead: each is built on its first visit. */
export function generateStaticParams() {
  return [];
}

/** The main leaderboard's metadata; a frame is not indexed. */
export function generateMetadata(): Promise<Metadata> {
  return pageMetadata("leaderboard", "/leaderboard", { noindex: true });
}

/** The page of the frame at `path` ("/blank-leaderboard"), for the query proxy.ts rewrote into its address. */
export function framedQueryPage(path: string) {
  return function Page({ params }: { params: Promise<{ query: string[] }> }) {
    return <LeaderboardQueryPage params={params} path={path} />;
  };
}
