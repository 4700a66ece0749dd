import { expect, test } from "@playwright/test";
import { EDITOR, expectAccessible, signInToStudio } from "./studio";

/**
 * Issue #36: a new film is a draft, a 404 to viewers and in no search, until its editor publishes
 * it; back to draft, it is a 404 again. Viewers here are a browser that never saw the studio.
 */
test.describe.configure({ timeout: 150_000 });

test("a new film is a 404 until its editor publishes it, and again once taken down", async ({
  page,
  browser,
}) => {
  // A word no demo title has, so search finds only this film.
  const word = `Zephyrine${Date.now().toString(36)}`;
  await page.setViewportSize({ width: 390, height: 844 });
  await signInToStudio(page, "en", EDITOR);
  await page.getByRole("link", { name: "Catalogue" }).first().click();
  await page.getByRole("link", { name: "New film" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "New film" })).toBeVisible();
  await expectAccessible(page);

  const english = page.getByRole("group", { name: "English" });
  const vietnamese = page.getByRole("group", { name: "Vietnamese" });
  await english.getByRole("textbox", { name: "Title" }).fill(`The ${word} Ferry`);
  await vietnamese.getByRole("textbox", { name: "Title" }).fill(`Chuyến phà ${word}`);
  await vietnamese.getByRole("textbox", { name: "Description" }).fill("Một chuyến phà đêm qua sông Hậu.");
  // The running time is asked of a film: left empty, the form says so and keeps the rest.
  await page.getByRole("button", { name: "Create draft" }).click();
  await expect(page.getByRole("textbox", { name: "Running time (minutes)" })).toHaveAccessibleDescription(
    "This field is required.",
  );
  await expect(english.getByRole("textbox", { name: "Title" })).toHaveValue(`The ${word} Ferry`);
  await page.getByRole("textbox", { name: "Running time (minutes)" }).fill("97");
  await page.getByRole("button", { name: "Create draft" }).click();

  await expect(page.getByRole("heading", { level: 1, name: `Edit “The ${word} Ferry”` })).toBeVisible();
  await expect(page.getByText("Draft: viewers cannot see it")).toBeVisible();
  await expect(page.getByRole("radio", { name: /^Draft/ })).toBeChecked();
  const id = Number(/\/studio\/catalogue\/movie\/(\d+)$/.exec(page.url())?.[1]);
  expect(id).toBeGreaterThan(0);
  await expectAccessible(page);

  const viewer = await browser.newPage();
  const visit = async (path: string) => (await viewer.goto(path))?.status();
  expect(await visit(`/en/movie/${id}`)).toBe(404);
  await expect(viewer.getByTestId("not-found")).toBeVisible();
  expect(await visit(`/vi/movie/${id}`)).toBe(404);
  await viewer.goto(`/en/search/${word}`);
  await expect(viewer.getByRole("link", { name: new RegExp(word) })).toHaveCount(0);

  // Classified, in a genre and a section, and published now (no time given): its pages and search
  // have it on the next visit.
  await page.setViewportSize({ width: 1366, height: 900 });
  await page
    .getByRole("combobox", { name: "Age rating (Vietnam)" })
    .selectOption({ label: "T16: for viewers 16 and over" });
  await page
    .getByRole("group", { name: "Genres (up to 6)" })
    .getByRole("checkbox", { name: "Drama" })
    .check();
  await page
    .getByRole("group", { name: "Sections that list it (up to 12)" })
    .getByRole("checkbox", { name: "Vietnamese Cinema" })
    .check();
  await page.getByRole("radio", { name: "Viewers, from the time below" }).check();
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Saved." })).toBeVisible();
  await expect(page.getByText(/^Published since /)).toBeVisible();
  expect(await visit(`/vi/movie/${id}`)).toBe(200);
  await expect(viewer.getByRole("heading", { level: 1, name: `Chuyến phà ${word}` })).toBeVisible();
  await expect(viewer.getByText("Một chuyến phà đêm qua sông Hậu.")).toBeVisible();
  await expect(viewer.locator("abbr", { hasText: "T16" })).toHaveAttribute(
    "title",
    "T16: dành cho người từ đủ 16 tuổi",
  );
  await expect(
    viewer.getByRole("list", { name: /Thể loại/ }).getByRole("link", { name: "Chính kịch" }),
  ).toBeVisible();
  await viewer.goto(`/en/search/${word}`);
  await expect(viewer.getByRole("link", { name: new RegExp(word) }).first()).toBeVisible();

  // Back to draft: gone at once, from its page and from search.
  await page.getByRole("radio", { name: /^Draft/ }).check();
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Draft: viewers cannot see it")).toBeVisible();
  expect(await visit(`/en/movie/${id}`)).toBe(404);
  await viewer.goto(`/en/search/${word}`);
  await expect(viewer.getByRole("link", { name: new RegExp(word) })).toHaveCount(0);
  await viewer.close();

  // The catalogue lists it among the drafts.
  await page.goto(`/en/studio/catalogue?state=draft`);
  await expect(page.getByRole("link", { name: `The ${word} Ferry` })).toBeVisible();
  await expect(page.getByRole("combobox", { name: "State" })).toHaveValue("draft");
});
