"use client";

import { ErrorScreen } from "@/components/layout/error-screen";

/** A page that fails shows SPEC §2's error screen inside its frame. */
export default function PageError() {
  return <ErrorScreen />;
}
