/** Any "Play" button on the page asks the player to start through this window event. */
export const PLAYER_START_EVENT = "player:start";

/**
 * An address whose fragment starts so starts the page's player at once: from the second it names (a
 * video carried over a language switch; lib/player/carry-over writes and reads the rest), or, naming
 * none ("#t=", lib/player/carry-over playingNow), from where the viewer left off, as Play would.
 */
export const CARRY_OVER_FRAGMENT = "#t=";
