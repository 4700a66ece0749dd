/**
 * The frames the studio previews a picture in (issue #36), the shapes the site shows it at: a card's,
 * and for the pictures home or a title's page crops again, a phone's and a computer's hero. Each
 * shows the picture as the site does (object-fit: cover at the focal point).
 */
import type { ArtworkSlot } from "@/lib/contract/studio-artwork";

export type Frame = { name: "card" | "phone" | "wide"; aspect: string };

export const FRAMES: Record<ArtworkSlot, Frame[]> = {
  poster: [{ name: "card", aspect: "2 / 3" }],
  // A title page's backdrop: 390 px by its 18rem least on a phone, a wide band on a computer.
  thumbnail: [
    { name: "card", aspect: "16 / 9" },
    { name: "phone", aspect: "390 / 288" },
    { name: "wide", aspect: "1366 / 420" },
  ],
  still: [{ name: "card", aspect: "16 / 9" }],
  // Home's slide: 16:9 at least 22rem high on a phone, 5:2 on a computer (components/catalogue).
  banner: [
    { name: "phone", aspect: "390 / 352" },
    { name: "wide", aspect: "5 / 2" },
  ],
  cover: [{ name: "card", aspect: "16 / 9" }],
};
