/** @jest-environment node */
import { CHANGED_TAGS_HEADER } from "@/lib/catalogue/tags";
import { revalidateChangedTags } from "./changed-tags";

jest.mock("next/cache", () => ({ revalidateTag: jest.fn() }));

const answer = (changed: string | null) =>
  new Response(JSON.stringify({ points: 35 }), {
    status: 201,
    headers: {
      "Content-Type": "application/json",
      "Cache-Control": "private, no-store",
      ...(changed === null ? {} : { [CHANGED_TAGS_HEADER]: changed }),
    },
  });

describe("revalidateChangedTags", () => {
  it("revalidates each tag the backend named once, and keeps the header from the browser", async () => {
    const revalidated: string[] = [];
    const response = revalidateChangedTags(answer("leaderboard, leaderboard,movie:7"), (tag) =>
      revalidated.push(tag),
    );
    expect(revalidated).toEqual(["leaderboard", "movie:7"]);
    expect(response.status).toBe(201);
    expect(response.headers.has(CHANGED_TAGS_HEADER)).toBe(false);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(await response.json()).toEqual({ points: 35 });
  });

  it("ignores names that are no tag of the site's", () => {
    const revalidated: string[] = [];
    revalidateChangedTags(answer("everything, movie:0"), (tag) => revalidated.push(tag));
    expect(revalidated).toEqual([]);
  });

  it("passes an answer that changed nothing as it is", () => {
    const plain = answer(null);
    const revalidate = jest.fn();
    expect(revalidateChangedTags(plain, revalidate)).toBe(plain);
    expect(revalidate).not.toHaveBeenCalled();
  });
});
