import { completeSocialRegistration } from "@/lib/auth/social-register";

export { completeSocialRegistration as POST };
