/** @jest-environment node */
import fc from "fast-check";
import { HandoffSchema, HandoffTargetSchema, TitleHistorySchema } from "@/lib/contract/activity";
import { TEST_CONFIG, tokenFor } from "../../test-harness";
import { HANDOFF_TTL_SECONDS, handoffToken, newHandoffCode } from "./handoff";
import { HANDOFF_LIMITS } from "./handoff-routes";
import {
  ctx,
  episodes,
  filmAt,
  movieA,
  otherEpisodeId,
  seriesId,
  setUpActivityContext,
  viewer,
} from "./test-kit";

setUpActivityContext();

async function post(path: string, token: string | undefined, body: unknown, language = "en") {
  const response = await ctx.post(path, body, { token, headers: { "Accept-Language": language } });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const make = (token: string, body: Record<string, unknown>) => post("/api/handoff", token, body);
const redeem = (token: string | undefined, code: string, language?: string) =>
  post("/api/handoff/redeem", token, { code }, language);

describe("handoff codes", () => {
  it("carry their own signature: only codes this server made are taken", () => {
    const code = newHandoffCode(TEST_CONFIG.handoffSecret);
    expect(code).toMatch(/^[A-Za-z0-9_-]{34}$/);
    expect(handoffToken(code, TEST_CONFIG.handoffSecret)).toBe(code.slice(0, 22));
    expect(handoffToken(code, "another secret")).toBeNull();
    const flipped = code.slice(0, 5) + (code[5] === "A" ? "B" : "A") + code.slice(6);
    expect(handoffToken(flipped, TEST_CONFIG.handoffSecret)).toBeNull();
    expect(handoffToken(code + "x", TEST_CONFIG.handoffSecret)).toBeNull();
  });

  it("refuse anything made up", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), (junk) => {
        expect(handoffToken(junk, TEST_CONFIG.handoffSecret)).toBeNull();
      }),
    );
  });
});

describe("continue on another device", () => {
  it("opens the film at the second it was made at, once, for the same account", async () => {
    const { user, token } = await viewer();
    const made = await make(token, filmAt(754.9));
    expect(made.status).toBe(200);
    const link = HandoffSchema.parse(made.body);
    expect(new Date(link.expires_at).getTime() - ctx.deps.now().getTime()).toBe(HANDOFF_TTL_SECONDS * 1000);
    // Nothing private in the link: random, so the same title and second give another code each time.
    const twin = HandoffSchema.parse((await make(token, filmAt(754.9))).body);
    expect(link.code).toMatch(/^[A-Za-z0-9_-]{34}$/);
    expect(twin.code).not.toBe(link.code);

    const sameAccountElsewhere = await tokenFor(ctx, user.id);
    const opened = await redeem(sameAccountElsewhere, link.code);
    expect(opened.status).toBe(200);
    expect(HandoffTargetSchema.parse(opened.body)).toMatchObject({
      title: { kind: "movie", id: movieA },
      episode: null,
      position_sec: 754,
    });
    // The other device's title page resumes there: it is the account's position now.
    const history = TitleHistorySchema.parse(
      await (await ctx.get(`/api/history/movie/${movieA}`, { token: sameAccountElsewhere })).json(),
    );
    expect(history.last).toMatchObject({ position_sec: 754, duration_sec: 6000 });
    const again = await redeem(sameAccountElsewhere, link.code);
    expect(again.status).toBe(410);
    expect(again.body.message).toBe(
      "This link has already been used or has expired. Make a new one on the other device.",
    );
  });

  it("names the episode of a series, with its season and number", async () => {
    const { token } = await viewer();
    const episode = episodes[1]!;
    const link = HandoffSchema.parse(
      (
        await make(token, {
          title_kind: "series",
          title_id: seriesId,
          episode_id: episode.id,
          position_sec: 42,
          duration_sec: 1500,
        })
      ).body,
    );
    const opened = HandoffTargetSchema.parse((await redeem(token, link.code)).body);
    expect(opened).toMatchObject({
      title: { kind: "series", id: seriesId },
      episode: { id: episode.id, season_no: episode.season_no, episode_no: episode.episode_no },
      position_sec: 42,
    });
  });

  it("refuses another account without spending the link, in the caller's language", async () => {
    const owner = await viewer();
    const stranger = await viewer();
    const link = HandoffSchema.parse((await make(owner.token, filmAt(5))).body);
    const refused = await redeem(stranger.token, link.code, "vi");
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(
      "Liên kết này được tạo cho một tài khoản khác. Hãy đăng nhập bằng tài khoản đó để xem tiếp.",
    );
    expect((await redeem(owner.token, link.code)).status).toBe(200);
  });

  it("expires after ten minutes", async () => {
    const { token } = await viewer();
    const link = HandoffSchema.parse((await make(token, filmAt(5))).body);
    ctx.advance(HANDOFF_TTL_SECONDS * 1000 + 1);
    expect((await redeem(token, link.code)).status).toBe(410);
  });

  it("answers a made-up, altered or missing code with a 404 or a 422, and a signed-out caller with a 401", async () => {
    const { token } = await viewer();
    const link = HandoffSchema.parse((await make(token, filmAt(5))).body);
    const altered = link.code.slice(0, -1) + (link.code.endsWith("A") ? "B" : "A");
    for (const code of ["", "abc", altered, newHandoffCode(TEST_CONFIG.handoffSecret), "<script>"]) {
      const answer = await redeem(token, code);
      expect(answer.status).toBe(404);
      expect(answer.body.message).toBe("This link is not valid. Check that it was copied whole.");
    }
    expect((await post("/api/handoff/redeem", token, { code: "x".repeat(201) })).status).toBe(422);
    expect((await post("/api/handoff/redeem", token, "not json")).status).toBe(422);
    expect((await redeem(undefined, link.code)).status).toBe(401);
    expect((await make("", filmAt(5))).status).toBe(401);
  });

  it("checks the title and the episode it is made for", async () => {
    const { token } = await viewer();
    expect(
      (await make(token, { title_kind: "movie", title_id: 999999, position_sec: 5, duration_sec: 6000 }))
        .status,
    ).toBe(404);
    expect(
      (
        await make(token, {
          title_kind: "series",
          title_id: seriesId,
          episode_id: otherEpisodeId,
          position_sec: 5,
          duration_sec: 100,
        })
      ).status,
    ).toBe(422);
    expect((await make(token, filmAt(-1))).status).toBe(422);
    expect((await make(token, { title_kind: "movie", title_id: movieA, position_sec: 5 })).status).toBe(422);
  });

  it("limits how many links one viewer makes", async () => {
    const { token } = await viewer();
    const [max] = HANDOFF_LIMITS.create;
    for (let i = 0; i < max; i += 1) expect((await make(token, filmAt(i))).status).toBe(200);
    expect((await make(token, filmAt(0))).status).toBe(429);
  });
});
