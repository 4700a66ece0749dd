import type { Subtitle } from "@/lib/contract/catalogue";
import type { AudioTrackName } from "@/lib/player/audio-tracks";
import type { PlaybackSegment } from "@/lib/player/segments";
import type { PlayTarget } from "./use-playback-session";

/**
 * What a player plays: the one description of a film or an episode that pages hand to the player
 * (./watch-player.tsx) and the player reads (./video-player.tsx). An offline copy will be one too,
 * with a local `src`.
 */
export type PlayableMedia = {
  /** Names the player for assistive technology and the lock screen. */
  title: string;
  /** HLS master playlist, absolute or same-origin; null when the title cannot be played yet. */
  src: string | null;
  /** The still's address, for the video element and the lock screen. */
  poster: string | null;
  subtitles: readonly Subtitle[];
  /**
   * The language the title is heard in (ISO 639-1): one other than the interface's starts the
   * interface language's subtitles, unless the viewer chose otherwise (lib/player/subtitle-choice).
   */
  audioLanguage: string;
  /** The names of the playlist's audio tracks, in its order; empty: the playlist's own names. */
  audio: readonly AudioTrackName[];
  /** Recap, intro and credits (lib/player/segments), offered as "Skip …". */
  segments: readonly PlaybackSegment[];
  /** Seek previews: a WebVTT storyboard's address (lib/player/storyboard); none shows the time only. */
  storyboard: string | null;
  /**
   * The title to ask a playback session for (issue #38): the player then plays the session's own
   * addresses, not `src`, which only says there is something to play.
   */
  session?: PlayTarget;
};
