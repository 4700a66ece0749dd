"use client";

import { useEffect } from "react";
import { takeFlash } from "@/lib/flash";
import { showToast } from "@/lib/toast";

/** Shows the message a previous page left for after its reload (sign-out). */
export function FlashToast() {
  useEffect(() => {
    const flash = takeFlash();
    if (flash) showToast(flash.kind, flash.title);
  }, []);
  return null;
}
