import { revalidateTag } from "next/cache";
import { authSecret } from "@/lib/auth/secret";
import { decideRevalidation, revalidateSecret } from "@/lib/catalogue/revalidate";

/**
 * POST /api/revalidate: the backend says which catalogue data changed; pages built from it are
 * rebuilt on their next visit (stale-while-revalidate), instead of waiting for their time limit.
 */
export async function POST(request: Request) {
  const body: unknown = await request.json().catch(() => null);
  const decision = decideRevalidation(
    request.headers.get("authorization"),
    body,
    revalidateSecret(authSecret()),
  );
  if (decision.status !== 200)
    return Response.json({ message: decision.message }, { status: decision.status });
  for (const tag of decision.tags) revalidateTag(tag, "max");
  return Response.json({ revalidated: decision.tags });
}
