/** Playback sessions (lib/contract/playback.ts). */
import { z } from "zod";
import { endpoint } from "../endpoint";
import {
  HeartbeatResponseSchema,
  PlaybackSessionSchema,
  ScreensResponseSchema,
  StartPlaybackRequestSchema,
} from "../playback";

const SessionParams = z.object({ id: z.uuid("fields.session") });

export const startPlayback = endpoint({
  method: "post",
  path: "/playback",
  body: StartPlaybackRequestSchema,
  response: PlaybackSessionSchema,
  status: 201,
});

export const screens = endpoint({ method: "get", path: "/playback", response: ScreensResponseSchema });

export const heartbeat = endpoint({
  method: "put",
  path: "/playback/{id}",
  params: SessionParams,
  response: HeartbeatResponseSchema,
});

export const stopPlayback = endpoint({
  method: "delete",
  path: "/playback/{id}",
  params: SessionParams,
  response: ScreensResponseSchema,
});
