import type { ServerConfig } from "../shared/config";
import type { Database } from "../db/client";
import type { UserRow } from "../db/schema";
import type { MailProvider } from "../providers/mail";
import type { MediaStore } from "../providers/media-store";
import type { JobSender } from "../providers/queue";
import type { UploadStore } from "../providers/upload-store";
import type { SmsProvider } from "../providers/sms";
import type { FileStorage } from "../providers/storage";
import type { LeaderboardMirror, TokenLookup } from "./ports";
import type { RateLimiter } from "./rate-limit";
import type { StaffRole } from "@/lib/studio/roles";

/** Everything a route needs from the outside world, injected so tests can run it on a fresh database. */
export type Deps = {
  db: Database;
  config: ServerConfig;
  rateLimiter: RateLimiter;
  /** The leaderboards in Redis (REDIS_URL); without it they are read from PostgreSQL alone. */
  leaderboardMirror?: LeaderboardMirror;
  sms: SmsProvider;
  mail: MailProvider;
  /** Avatars (users/…) and generated artwork: what /images/… serves. */
  images: FileStorage;
  /** Video: the demo's committed clips and what the site packages, what /media/… serves. */
  media: MediaStore;
  /** Master files arriving from the studio by tus (issue #37). */
  uploads: UploadStore;
  /** Adds jobs to the queue (server/jobs.ts says where they run). */
  jobs: JobSender;
  now: () => Date;
  /** Runs work after the response (payment notifications in the sandbox). Tests await it. */
  background: (task: () => Promise<void>) => void;
};

export type AppEnv = {
  Variables: {
    deps: Deps;
    /** How requireUser / optionalUser find a token's user: the sessions module, set by app.ts. */
    userForToken: TokenLookup;
    /** Set by requireUser / optionalUser. */
    user: UserRow | null;
    /** The access token row id, for logout. */
    tokenId: number | null;
    /** The studio's caller, set by its access check (server/modules/studio/access.ts). */
    staff: StaffCaller | null;
  };
};

/** A staff member calling the studio's API, and the session they call with. */
export type StaffCaller = {
  userId: number;
  name: string;
  role: StaffRole;
  sessionId: number;
  secondFactorAt: Date | null;
  stepUpAt: Date | null;
  expiresAt: Date;
};
