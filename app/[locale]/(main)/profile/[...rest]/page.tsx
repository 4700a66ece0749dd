import { notFound } from "next/navigation";

/** product §2.3: an unknown child of the profile area is a not-found inside the profile frame. */
export default function UnknownProfilePage() {
  notFound();
}
