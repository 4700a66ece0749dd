import { chromium } from "@playwright/test";
const [url, out, width = "1280", height = "900"] = process.argv.slice(2);
const browser = await chromium.launch({
  executablePath: "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
  ],
});
const page = await browser.newPage({ viewport: { width: +width, height: +height } });
page.on("console", (m) => console.log("console:", m.type(), m.text().slice(0, 300), m.location().url));
page.on("response", (r) => {
  if (r.status() >= 400) console.log("bad:", r.status(), r.url());
});
page.on("pageerror", (e) => console.log("pageerror:", e.message.slice(0, 500)));
const res = await page.goto(url, { waitUntil: "networkidle" });
console.log("status", res?.status(), "title", await page.title());
await page.screenshot({ path: out, fullPage: false });
await browser.close();
