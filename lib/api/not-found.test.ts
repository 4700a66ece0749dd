/** @jest-environment node */
import { ApiError } from "./errors";
import { byIdOr404, metadataOrNone, metadataUnlessFailed, orNotFound } from "./not-found";

const failing = (status: number) =>
  Promise.reject(new ApiError(status, { message: "x" }, "GET", "/api/movies/9"));

describe("orNotFound", () => {
  it("passes the object through", async () => {
    await expect(orNotFound(Promise.resolve({ id: 9 }))).resolves.toEqual({ id: 9 });
  });

  it("turns the backend's 404 and 422 into the page's not-found", async () => {
    for (const status of [404, 422]) {
      await expect(orNotFound(failing(status))).rejects.toMatchObject({
        digest: expect.stringContaining("404"),
      });
    }
  });

  it("lets every other failure reach the error screen", async () => {
    await expect(orNotFound(failing(500))).rejects.toBeInstanceOf(ApiError);
  });
});

describe("metadataUnlessFailed", () => {
  it("passes the metadata through", async () => {
    await expect(metadataUnlessFailed(async () => ({ title: "Film" }))).resolves.toEqual({ title: "Film" });
  });

  it("answers no metadata, and no indexing, when the backend fails", async () => {
    for (const error of [new ApiError(503, undefined, "GET", "/api/movies/9"), new Error("time-out")]) {
      await expect(metadataUnlessFailed(() => Promise.reject(error))).resolves.toEqual({
        robots: { index: false, follow: false },
      });
    }
  });

  it("lets Next's not-found through", async () => {
    await expect(metadataUnlessFailed(() => orNotFound(failing(404)))).rejects.toMatchObject({
      digest: expect.stringContaining("404"),
    });
  });
});

describe("metadataOrNone", () => {
  it("builds a page's metadata from its props, or none when the backend fails", async () => {
    const generate = metadataOrNone(async ({ id }: { id: number }) => {
      if (id === 9) throw new ApiError(503, undefined, "GET", "/api/movies/9");
      return { title: `Film ${id}` };
    });
    await expect(generate({ id: 1 })).resolves.toEqual({ title: "Film 1" });
    await expect(generate({ id: 9 })).resolves.toEqual({ robots: { index: false, follow: false } });
  });
});

describe("byIdOr404", () => {
  it("reads the object an id segment names", async () => {
    const read = jest.fn(async (id: number) => ({ id }));
    await expect(byIdOr404("18", read)).resolves.toEqual({ id: 18 });
    expect(read).toHaveBeenCalledWith(18);
  });

  it("is Next's not-found for a segment that is no id, without asking, and for an id the backend lacks", async () => {
    const read = jest.fn(async (id: number) => ({ id }));
    for (const segment of ["abc", "0", "012", ""]) {
      expect(() => byIdOr404(segment, read)).toThrow(
        expect.objectContaining({ digest: expect.stringContaining("404") }),
      );
    }
    expect(read).not.toHaveBeenCalled();
    await expect(byIdOr404("9", () => failing(404))).rejects.toMatchObject({
      digest: expect.stringContaining("404"),
    });
  });
});
