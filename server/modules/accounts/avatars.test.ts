/** @jest-environment node */
import sharp from "sharp";
import { AVATAR_MAX_BYTES } from "@/lib/contract/accounts";
import { avatarPath, newPictureName, processAvatar, sniffImageType } from "./avatars";

const picture = (format: "png" | "jpeg" | "webp" | "gif") =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: "#228844" } })
    .toFormat(format)
    .toBuffer();

describe("sniffImageType", () => {
  it("reads JPEG, PNG and WebP from their first bytes", async () => {
    expect(sniffImageType(await picture("jpeg"))).toBe("jpeg");
    expect(sniffImageType(await picture("png"))).toBe("png");
    expect(sniffImageType(await picture("webp"))).toBe("webp");
  });

  it("refuses anything else", async () => {
    expect(sniffImageType(await picture("gif"))).toBeNull();
    expect(sniffImageType(Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'/>"))).toBeNull();
    expect(sniffImageType(Buffer.from("hello"))).toBeNull();
    expect(sniffImageType(new Uint8Array())).toBeNull();
    expect(sniffImageType(Buffer.from("RIFF\0\0\0\0WAVE"))).toBeNull();
  });
});

describe("processAvatar", () => {
  it("turns a picture into a 256×256 WebP", async () => {
    const result = await processAvatar(await picture("png"));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(await sharp(result.bytes).metadata()).toMatchObject({ format: "webp", width: 256, height: 256 });
  });

  it("says why it refuses", async () => {
    expect(await processAvatar(Buffer.from("plain text"))).toEqual({ ok: false, reason: "type" });
    const broken = Buffer.alloc(100);
    Buffer.from([0xff, 0xd8, 0xff, 0xe0]).copy(broken);
    expect(await processAvatar(broken)).toEqual({ ok: false, reason: "unreadable" });
    const big = Buffer.alloc(AVATAR_MAX_BYTES + 1);
    Buffer.from([0xff, 0xd8, 0xff, 0xe0]).copy(big);
    expect(await processAvatar(big)).toEqual({ ok: false, reason: "size" });
  });
});

describe("avatar names", () => {
  it("are random WebP names made by the server", () => {
    const a = newPictureName();
    expect(a).toMatch(/^[0-9a-f]{32}\.webp$/);
    expect(newPictureName()).not.toBe(a);
  });

  it("only turn plain file names into storage paths", () => {
    expect(avatarPath("abc.webp")).toBe("users/abc.webp");
    expect(avatarPath("../secret")).toBeNull();
    expect(avatarPath("a/b.webp")).toBeNull();
    expect(avatarPath("a..b.webp")).toBeNull();
    expect(avatarPath("")).toBeNull();
  });
});
