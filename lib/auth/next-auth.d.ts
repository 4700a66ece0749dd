import type { User as Account } from "@/lib/contract/common";

declare module "next-auth" {
  interface User {
    id: string;
    accessToken: string;
    account: Account;
    remember: boolean;
  }
  /** The OIDC claims Google (boolean) and Apple ("true" | true) send on whether they verified the e-mail. */
  interface Profile {
    email_verified?: boolean | "true" | "false";
  }
  interface Session {
    user: Account;
    accessToken: string;
    expires: string;
  }
}

declare module "next-auth/jwt" {
  interface JWT {
    accessToken: string;
    account: Account;
    remember: boolean;
  }
}
