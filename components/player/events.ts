/** Any "Play" button on the page asks the player to start through this window event. */
export const PLAYER_START_EVENT = "player:start";
