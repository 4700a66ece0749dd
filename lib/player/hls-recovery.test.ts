import { recoveryStep } from "./hls-recovery";

const none = { media: false, network: false };

describe("recoveryStep", () => {
  it("recovers from a first decoding error, then gives up with the media message", () => {
    expect(recoveryStep({ kind: "media", manifest: false }, none)).toEqual({ step: "recoverMedia" });
    expect(recoveryStep({ kind: "media", manifest: false }, { media: true, network: false })).toEqual({
      step: "fail",
      failure: "media",
    });
  });

  it("reloads after a first network error, then gives up with the network message", () => {
    expect(recoveryStep({ kind: "network", manifest: false }, none)).toEqual({ step: "reload" });
    expect(recoveryStep({ kind: "network", manifest: false }, { media: false, network: true })).toEqual({
      step: "fail",
      failure: "network",
    });
  });

  it("does not retry a playlist that failed to load", () => {
    expect(recoveryStep({ kind: "network", manifest: true }, none)).toEqual({
      step: "fail",
      failure: "network",
    });
  });

  it("counts each recovery on its own: a used media recovery does not stop a network retry", () => {
    expect(recoveryStep({ kind: "network", manifest: false }, { media: true, network: false })).toEqual({
      step: "reload",
    });
    expect(recoveryStep({ kind: "media", manifest: false }, { media: false, network: true })).toEqual({
      step: "recoverMedia",
    });
  });

  it("shows the media message for any other fatal error", () => {
    expect(recoveryStep({ kind: "other", manifest: false }, none)).toEqual({
      step: "fail",
      failure: "media",
    });
  });
});
