import { notFound } from "next/navigation";
import { isApiError } from "./errors";

/**
 * The object a page shows, or the page's 404 when the backend does not know it (404) or refuses
 * the id (422). Any other failure is an error for the page's error screen.
 */
export async function orNotFound<T>(read: Promise<T>): Promise<T> {
  try {
    return await read;
  } catch (error) {
    if (isApiError(error, 404) || isApiError(error, 422)) notFound();
    throw error;
  }
}
