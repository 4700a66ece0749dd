import { notFound } from "next/navigation";

/** SPEC §2: an unknown child of the profile area is a not-found inside the profile frame. */
export default function UnknownProfilePage() {
  notFound();
}
