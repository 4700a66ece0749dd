/** @jest-environment node */
import { backgroundTasks } from "./main";

describe("backgroundTasks", () => {
  it("is idle only once every task and what it started have ended, failures included", async () => {
    const tasks = backgroundTasks();
    const done: string[] = [];
    const errors = jest.spyOn(console, "error").mockImplementation(() => undefined);
    tasks.run(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      done.push("first");
      tasks.run(async () => {
        await new Promise((resolve) => setTimeout(resolve, 20));
        done.push("started by the first");
      });
    });
    tasks.run(async () => {
      throw new Error("the gateway did not answer");
    });
    await tasks.idle();
    expect(done).toEqual(["first", "started by the first"]);
    expect(errors).toHaveBeenCalledWith("Cineva: background task failed", expect.any(Error));
    errors.mockRestore();
  });
});
