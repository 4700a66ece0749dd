import { users } from "../db/schema";
import type { Database } from "../db/client";
import { hashPassword } from "../modules/accounts";
import type { Rng } from "./random";

/** The documented demo accounts (README): phone as typed in the sign-in form, and password. */
export const DEMO_ACCOUNTS = {
  viewer: {
    phone: "0901234567",
    password: "Cineva@2026",
    name: "Minh Anh",
    status: "active",
    role: "viewer",
  },
  distributor: {
    phone: "0902345678",
    password: "Cineva@2026",
    name: "Quốc Bảo",
    status: "active",
    role: "distributor",
  },
  inactive: {
    phone: "0903456789",
    password: "Cineva@2026",
    name: "Thu Hà",
    status: "inactive",
    role: "viewer",
  },
  blocked: {
    phone: "0904567890",
    password: "Cineva@2026",
    name: "Đức Long",
    status: "blocked",
    role: "viewer",
  },
} as const;

const FAMILY = [
  "Nguyễn",
  "Trần",
  "Lê",
  "Phạm",
  "Hoàng",
  "Huỳnh",
  "Phan",
  "Vũ",
  "Võ",
  "Đặng",
  "Bùi",
  "Đỗ",
  "Ngô",
  "Dương",
  "Lý",
];
const GIVEN = [
  "An",
  "Bình",
  "Châu",
  "Dũng",
  "Giang",
  "Hải",
  "Hạnh",
  "Hiếu",
  "Hoa",
  "Khánh",
  "Lan",
  "Linh",
  "Mai",
  "Nam",
  "Ngọc",
  "Phúc",
  "Quân",
  "Tâm",
  "Thảo",
  "Trang",
  "Tuấn",
  "Vy",
  "Yến",
  "Sơn",
  "Hùng",
  "Nhung",
  "Thắng",
  "Uyên",
  "Việt",
  "Xuân",
];

export type SeededPeople = {
  viewer: number;
  distributor: number;
  inactive: number;
  blocked: number;
  /** The 30 demo viewers who make the leaderboard and recommendations come alive. */
  crowd: number[];
};

const composed = (typed: string) => `84${typed.replace(/^0+/, "")}`;

export async function seedUsers(db: Database, rng: Rng, now: Date): Promise<SeededPeople> {
  const demoHash = await hashPassword(DEMO_ACCOUNTS.viewer.password);
  const rows: (typeof users.$inferInsert)[] = [];
  for (const [key, account] of Object.entries(DEMO_ACCOUNTS)) {
    const [first, ...rest] = account.name.split(" ");
    rows.push({
      phoneNumber: composed(account.phone),
      passwordHash: demoHash,
      phoneVerifiedAt: now,
      name: account.name,
      firstName: first ?? null,
      lastName: rest.join(" ") || null,
      email: `${key}@demo.cineva.vn`,
      // The demo's own addresses count as confirmed (the social sign-in e2e links by them).
      emailVerifiedAt: now,
      status: account.status,
      role: account.role,
      commissionRateBp: account.role === "distributor" ? 1000 : null,
      referralCode: `DEMO${key.slice(0, 4).toUpperCase()}`,
    });
  }
  // The crowd shares one hash: nobody signs in as them, and hashing 30 times would slow the first start.
  const crowdHash = await hashPassword(`crowd-${rng.int(1e6, 9e6)}`);
  for (let i = 0; i < 30; i++) {
    const family = rng.pick(FAMILY);
    const given = rng.pick(GIVEN);
    rows.push({
      phoneNumber: composed(`09${String(10_000_000 + i * 7_919_113).slice(-8)}`),
      passwordHash: crowdHash,
      phoneVerifiedAt: now,
      name: `${family} ${given}`,
      firstName: given,
      lastName: family,
      // Every fourth keeps their name private on the leaderboard (shown masked).
      leaderboardPrivate: i % 4 === 3,
      email: null,
      referralCode: `CV${String(1000 + i * 37).padStart(4, "0")}${String.fromCharCode(65 + (i % 26))}`,
      createdAt: new Date(now.getTime() - rng.int(5, 300) * 86_400_000),
    });
  }
  const inserted = await db.insert(users).values(rows).returning({ id: users.id, phone: users.phoneNumber });
  const id = (typed: string) => inserted.find((row) => row.phone === composed(typed))!.id;
  return {
    viewer: id(DEMO_ACCOUNTS.viewer.phone),
    distributor: id(DEMO_ACCOUNTS.distributor.phone),
    inactive: id(DEMO_ACCOUNTS.inactive.phone),
    blocked: id(DEMO_ACCOUNTS.blocked.phone),
    crowd: inserted.slice(4).map((row) => row.id),
  };
}
