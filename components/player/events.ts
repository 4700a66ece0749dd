/** Any "Play" button on the page asks the player to start through this window event. */
export const PLAYER_START_EVENT = "player:start";

/**
 * An address whose fragment starts so carries a video over a language switch (lib/player/carry-over
 * writes and reads the rest): the page's player starts at once, from there.
 */
export const CARRY_OVER_FRAGMENT = "#t=";
