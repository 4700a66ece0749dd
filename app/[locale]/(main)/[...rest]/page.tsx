import { notFound } from "next/navigation";

/** Any path no route claims: the translated 404 inside the main frame, with HTTP status 404. */
export default function UnknownPage() {
  notFound();
}
