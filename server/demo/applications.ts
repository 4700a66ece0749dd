/**
 * Distributor applications for the studio's queue (issue #36): two members of the crowd waiting for
 * an answer, and one declined with the reply its applicant reads in their profile. Fixed words and
 * times before `now`: no random draw, so the rest of the seed comes out as before.
 */
import type { Database } from "../db/client";
import { distributorApplications } from "../db/schema";
import type { SeededPeople } from "./users";

const HOUR = 3_600_000;

export const DEMO_APPLICATIONS = [
  {
    crowdIndex: 3,
    hoursAgo: 50,
    message:
      "Mình quản lý nhóm Facebook “Mê phim Hàn” với 18.000 thành viên ở TP.HCM, mỗi tuần giới thiệu phim mới.\n\nContact / Liên hệ: zalo 0912 000 111",
  },
  {
    crowdIndex: 11,
    hoursAgo: 6,
    message:
      "I run a film society at a university in Đà Nẵng (about 400 students) and would bring them to Cineva with screenings and a shared watch list.",
  },
  {
    crowdIndex: 17,
    hoursAgo: 240,
    message: "Tôi muốn làm nhà phân phối để kiếm thêm thu nhập.",
    declined: {
      hoursAgo: 200,
      reply:
        "Bạn hãy cho chúng tôi biết bạn sẽ giới thiệu Cineva tới ai và bằng cách nào, rồi gửi lại đơn nhé.",
    },
  },
] as const;

export async function seedApplications(db: Database, people: SeededPeople, now: Date) {
  const at = (hoursAgo: number) => new Date(now.getTime() - hoursAgo * HOUR);
  await db.insert(distributorApplications).values(
    DEMO_APPLICATIONS.map((application) => {
      const declined = "declined" in application ? application.declined : null;
      return {
        userId: people.crowd[application.crowdIndex]!,
        message: application.message,
        createdAt: at(application.hoursAgo),
        status: declined ? ("rejected" as const) : ("pending" as const),
        decidedAt: declined ? at(declined.hoursAgo) : null,
        reply: declined?.reply ?? null,
      };
    }),
  );
}
