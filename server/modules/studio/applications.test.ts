/** @jest-environment node */
import { StudioApplicationPageSchema, StudioApplicationSchema } from "@/lib/contract/studio-applications";
import { DistributorResponseSchema } from "@/lib/contract/programme";
import { AuditPageSchema } from "@/lib/contract/studio";
import { createViewer } from "../../test-harness";
import { api, bodyOf, ctx, setUpStudioContext, signedInStaff } from "./test-kit";

setUpStudioContext();

let moderator: string;
beforeAll(async () => {
  moderator = (await signedInStaff("moderator")).token;
});

/** A viewer who applied through the site, as viewers do: their token and the application's id. */
async function applicant(name: string) {
  const viewer = await createViewer(ctx, { name });
  const applied = await ctx.post(
    "/api/distributor/apply",
    { message: `${name}: tôi quản lý một nhóm xem phim 5.000 thành viên.` },
    { token: viewer.token },
  );
  expect(applied.status).toBe(201);
  const queue = StudioApplicationPageSchema.parse(
    await (await api.get("/api/studio/applications?per_page=100", moderator)).json(),
  );
  const mine = queue.data.find((row) => row.account.id === viewer.user.id)!;
  return { ...viewer, applicationId: mine.id };
}

const profileOf = async (token: string) =>
  DistributorResponseSchema.parse(await (await ctx.get("/api/distributor", { token })).json());

describe("distributor applications in the studio", () => {
  it("lists pending applications oldest first, with what the applicant wrote", async () => {
    const first = await applicant("Lý Hồng Nhung");
    ctx.advance(60_000);
    const second = await applicant("Tạ Minh Quân");
    const queue = StudioApplicationPageSchema.parse(
      await (await api.get("/api/studio/applications", moderator)).json(),
    );
    const ids = queue.data.map((row) => row.id);
    expect(ids.indexOf(first.applicationId)).toBeLessThan(ids.indexOf(second.applicationId));
    expect(queue.data.find((row) => row.id === first.applicationId)).toMatchObject({
      status: "pending",
      message: expect.stringContaining("5.000 thành viên"),
      account: { name: "Lý Hồng Nhung" },
    });
  });

  it("approves one: the account becomes a distributor at the rate chosen, and the reply reaches them", async () => {
    const viewer = await applicant("Hồ Bảo Ngọc");
    const approved = await api.post(
      `/api/studio/applications/${viewer.applicationId}/approve`,
      { commission_rate_bp: 1250, reply: "Chào mừng bạn!" },
      moderator,
    );
    expect(approved.status).toBe(200);
    expect(StudioApplicationSchema.parse(await approved.json())).toMatchObject({
      status: "approved",
      reply: "Chào mừng bạn!",
    });
    expect(await profileOf(viewer.token)).toMatchObject({ is_distributor: true, commission_rate: 12.5 });

    // Decided once: a second decision (another moderator, a double click) is a 409.
    const again = await api.post(
      `/api/studio/applications/${viewer.applicationId}/decline`,
      { reply: "Không" },
      moderator,
    );
    expect(again.status).toBe(409);
  });

  it("declines one with a reply the applicant reads, who may apply again", async () => {
    const viewer = await applicant("Đinh Gia Huy");
    const declined = await api.post(
      `/api/studio/applications/${viewer.applicationId}/decline`,
      { reply: "Nhóm của bạn cần hoạt động ít nhất 3 tháng." },
      moderator,
    );
    expect(declined.status).toBe(200);
    expect(await profileOf(viewer.token)).toMatchObject({
      is_distributor: false,
      application: { status: "rejected", reply: "Nhóm của bạn cần hoạt động ít nhất 3 tháng." },
    });
    const reapplied = await ctx.post(
      "/api/distributor/apply",
      { message: "Nhóm đã hoạt động được 4 tháng, xin xét lại." },
      { token: viewer.token },
    );
    expect(reapplied.status).toBe(201);

    const admin = (await signedInStaff("admin")).token;
    const trail = AuditPageSchema.parse(
      await (await api.get("/api/studio/audit?action=application.decline", admin)).json(),
    );
    expect(trail.data[0]).toMatchObject({
      target_type: "application",
      target_id: String(viewer.applicationId),
      after: { status: "rejected", reply: "Nhóm của bạn cần hoạt động ít nhất 3 tháng." },
    });
  });

  it("asks a decline for a reply and an approval for a rate within bounds", async () => {
    const viewer = await applicant("Mai Anh Thư");
    const url = `/api/studio/applications/${viewer.applicationId}`;
    const silent = await api.post(`${url}/decline`, { reply: "" }, moderator);
    expect(silent.status).toBe(422);
    expect(Object.keys((await bodyOf(silent)).errors ?? {})).toEqual(["reply"]);
    for (const rate of [0, 99, 5001, "ten"]) {
      const refused = await api.post(`${url}/approve`, { commission_rate_bp: rate }, moderator);
      expect(refused.status).toBe(422);
    }
    expect(
      (await api.post("/api/studio/applications/99999999/approve", { commission_rate_bp: 1000 }, moderator))
        .status,
    ).toBe(404);
    expect((await profileOf(viewer.token)).is_distributor).toBe(false);
  });

  it("is the account roles' only", async () => {
    for (const role of ["editor", "finance"] as const) {
      const token = (await signedInStaff(role)).token;
      expect((await api.get("/api/studio/applications", token)).status).toBe(403);
      expect(
        (await api.post("/api/studio/applications/1/approve", { commission_rate_bp: 1000 }, token)).status,
      ).toBe(403);
    }
  });
});
