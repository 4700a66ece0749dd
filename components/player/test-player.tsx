import type { ReactNode } from "react";
import {
  createPlayerStore,
  INITIAL_PLAYER_STATE,
  PlayerProvider,
  type PlayerActions,
  type PlayerState,
  type PlayerStore,
} from "./player-store";

/** A store for testing one control on its own: `state` over the initial one; missing actions do nothing. */
export function testPlayerStore(
  state: Partial<PlayerState> = {},
  actions: Partial<PlayerActions> = {},
): PlayerStore {
  const all = new Proxy(actions, {
    get: (given, name) => Reflect.get(given, name) ?? (() => undefined),
  }) as PlayerActions;
  return createPlayerStore({ ...INITIAL_PLAYER_STATE, ...state }, all);
}

export function InPlayer({ store, children }: { store: PlayerStore; children: ReactNode }) {
  return <PlayerProvider value={store}>{children}</PlayerProvider>;
}
