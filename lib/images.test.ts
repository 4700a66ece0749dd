/** @jest-environment node */
import fc from "fast-check";
import { IMAGE_PATHS, imageUrl, type ImageKind } from "./images";

const HOST = "https://admin.cineva.vn";

describe("imageUrl", () => {
  it.each<[ImageKind, string]>([
    ["banner", `${HOST}/images/main-home/banner/a.jpg`],
    ["movieThumbnail", `${HOST}/images/movies/thumbnails/a.jpg`],
    ["moviePoster", `${HOST}/images/movies/posters/a.jpg`],
    ["seriesThumbnail", `${HOST}/images/tvseries/thumbnails/a.jpg`],
    ["seriesPoster", `${HOST}/images/tvseries/posters/a.jpg`],
    ["episode", `${HOST}/images/tvseries/episodes/a.jpg`],
    ["avatar", `${HOST}/images/users/a.jpg`],
  ])("%s → %s", (kind, url) => {
    expect(imageUrl(kind, "a.jpg", HOST)).toBe(url);
  });

  it("strips trailing slashes from the host", () => {
    expect(imageUrl("avatar", "a.jpg", `${HOST}///`)).toBe(`${HOST}/images/users/a.jpg`);
  });

  it("uses same-origin paths for an empty host", () => {
    expect(imageUrl("moviePoster", "a.jpg", "")).toBe("/images/movies/posters/a.jpg");
    expect(imageUrl("moviePoster", "a.jpg", "/")).toBe("/images/movies/posters/a.jpg");
    expect(imageUrl("moviePoster", "a.jpg", null)).toBe("/images/movies/posters/a.jpg");
  });

  it("gives null when there is no file", () => {
    for (const file of [null, undefined, "", "   ", ".", " .. "])
      expect(imageUrl("avatar", file, HOST)).toBeNull();
  });

  it("passes external URLs through", () => {
    const external = "https://lh3.googleusercontent.com/a/photo.jpg?sz=96";
    expect(imageUrl("avatar", external, HOST)).toBe(external);
    expect(imageUrl("avatar", "HTTP://x.y/z.png", HOST)).toBe("HTTP://x.y/z.png");
  });

  it("encodes the file name as a single segment", () => {
    expect(imageUrl("episode", "tập 1/../x?.jpg", "")).toBe(
      "/images/tvseries/episodes/t%E1%BA%ADp%201%2F..%2Fx%3F.jpg",
    );
  });

  it("keeps every file inside its folder", () => {
    const kinds = Object.keys(IMAGE_PATHS) as ImageKind[];
    fc.assert(
      fc.property(fc.constantFrom(...kinds), fc.string(), (kind, file) => {
        fc.pre(!["", ".", ".."].includes(file.trim()) && !/^https?:\/\//i.test(file.trim()));
        const url = imageUrl(kind, file, HOST);
        const parsed = new URL(url!);
        expect(parsed.origin).toBe(HOST);
        expect(parsed.pathname).toBe(`${IMAGE_PATHS[kind]}/${encodeURIComponent(file.trim())}`);
        expect(decodeURIComponent(parsed.pathname.slice(IMAGE_PATHS[kind].length + 1))).toBe(file.trim());
      }),
    );
  });
});
