"use client";

import { useEffect, useState } from "react";
import { parseStoryboard, type StoryboardTile } from "@/lib/player/storyboard";

/**
 * The seek previews' tiles (lib/player/storyboard), fetched once the player is up; none while they
 * load, when the title has no storyboard or when it cannot be read (the preview then shows the time
 * only). The sprites are fetched at once too, so the first hover shows a picture.
 */
export function useStoryboard(url: string | null | undefined): readonly StoryboardTile[] {
  const [loaded, setLoaded] = useState<{ url: string; tiles: StoryboardTile[] } | null>(null);
  useEffect(() => {
    if (!url) return;
    const controller = new AbortController();
    const address = new URL(url, window.location.href).href;
    fetch(address, { signal: controller.signal, credentials: "omit" })
      .then((response) => (response.ok ? response.text() : ""))
      .then((text) => {
        const tiles = parseStoryboard(text, address);
        for (const sprite of new Set(tiles.slice(0, 200).map((tile) => tile.url))) new Image().src = sprite;
        setLoaded({ url, tiles });
      })
      .catch(() => {
        // Aborted, or offline: the time alone.
      });
    return () => controller.abort();
  }, [url]);
  return loaded && loaded.url === url ? loaded.tiles : [];
}
