/** @jest-environment node */
import { ApiError } from "./errors";
import { orNotFound } from "./not-found";

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
