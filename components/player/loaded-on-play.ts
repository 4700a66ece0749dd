// What arrives when a viewer presses Play, as one chunk: the player, and the panels pages plug into it
// (./player-extension.ts). The player itself imports none of them; bundling them here spares each
// panel's button a request of its own, and the film page a loader entry for it in its first load.
export { SessionPlayer as VideoPlayer } from "./session-player";
export { handoffPanel } from "./handoff-control";
