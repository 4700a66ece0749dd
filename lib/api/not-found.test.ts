/** @jest-environment node */
import { ApiError } from "./errors";
import { metadataUnlessFailed, orNotFound } from "./not-found";

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
