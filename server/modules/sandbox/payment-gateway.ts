/**
 * The sandbox payment gateway (architecture §6): a hosted test page that behaves like VNPay's — it checks
 * the merchant's signature, takes a test card, redirects the browser back with a signed result and
 * sends the signed server-to-server notification, retried like the real one and sometimes twice.
 */
import { createHash, randomInt } from "node:crypto";
import { formatVnd } from "@/lib/money";
import type en from "@/messages/en.json";
import { textIn, type ApiLanguage, type MessageKey } from "../../http/i18n";
import { formatVnpDate, fromVnpAmount, parseVnpDate, type IpnAnswer, type VnpParams } from "../payments";

export type SandboxLanguage = ApiLanguage;

type Outcome = { responseCode: string; transactionStatus: string };

/** The test cards the page lists; digits only. */
export const TEST_CARDS = [
  {
    number: "9704198526191432198",
    responseCode: "00",
    transactionStatus: "00",
    label: "gateway.cards.approved",
  },
  {
    number: "9704198526191432206",
    responseCode: "51",
    transactionStatus: "02",
    label: "gateway.cards.insufficientFunds",
  },
  {
    number: "9704000000000018",
    responseCode: "12",
    transactionStatus: "02",
    label: "gateway.cards.cardLocked",
  },
] as const;

export const CANCELLED: Outcome = { responseCode: "24", transactionStatus: "02" };
export const EXPIRED: Outcome = { responseCode: "11", transactionStatus: "02" };

export function groupCardNumber(digits: string): string {
  return digits.replace(/(\d{4})(?=\d)/g, "$1 ");
}

/** The outcome of paying with a card: a test card's, or null for a card the sandbox does not know. */
export function cardOutcome(cardNumber: string): Outcome | null {
  const digits = cardNumber.replace(/[\s-]/g, "");
  const card = TEST_CARDS.find((entry) => entry.number === digits);
  return card ? { responseCode: card.responseCode, transactionStatus: card.transactionStatus } : null;
}

/** Whether the payment window of a request is over. */
export function isExpired(params: VnpParams, now: Date): boolean {
  const expires = parseVnpDate(params.vnp_ExpireDate);
  return expires !== null && now.getTime() > expires.getTime();
}

/** The signed fields of the result (before vnp_SecureHash), for the return URL and the IPN alike. */
export function resultParams(request: VnpParams, outcome: Outcome, now: Date): VnpParams {
  const ok = outcome.responseCode === "00";
  const transactionNo = ok ? String(randomInt(10_000_000, 100_000_000)) : "0";
  const result: VnpParams = {
    vnp_Amount: request.vnp_Amount ?? "",
    vnp_BankCode: "NCB",
    vnp_CardType: "ATM",
    vnp_OrderInfo: request.vnp_OrderInfo ?? "",
    vnp_PayDate: formatVnpDate(now),
    vnp_ResponseCode: outcome.responseCode,
    vnp_TmnCode: request.vnp_TmnCode ?? "",
    vnp_TransactionNo: transactionNo,
    vnp_TransactionStatus: outcome.transactionStatus,
    vnp_TxnRef: request.vnp_TxnRef ?? "",
  };
  if (ok) result.vnp_BankTranNo = `NCB${transactionNo}`;
  return result;
}

export type DeliveryMode = "once" | "twice" | "random";

/**
 * Whether the notification goes out twice. "random" is what the real gateway does now and then;
 * here it is decided by the order reference (about one order in three), so a run is reproducible.
 */
export function deliversTwice(mode: DeliveryMode, orderRef: string): boolean {
  if (mode !== "random") return mode === "twice";
  return (createHash("sha256").update(orderRef).digest()[0] ?? 0) % 3 === 0;
}

/** Pauses before each retry of an unanswered notification (3 retries at most). */
export const RETRY_DELAYS_MS = [200, 400, 800] as const;

/**
 * Sends a notification: answered 00 or 02 ends it, anything else is retried up to three more
 * times. Returns every answer received.
 */
export async function deliverNotification(
  send: () => Promise<IpnAnswer>,
  wait: (ms: number) => Promise<void> = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
): Promise<IpnAnswer[]> {
  const answers: IpnAnswer[] = [];
  for (let attempt = 0; attempt <= RETRY_DELAYS_MS.length; attempt++) {
    const answer = await send();
    answers.push(answer);
    if (answer.RspCode === "00" || answer.RspCode === "02") break;
    const delay = RETRY_DELAYS_MS[attempt];
    if (delay !== undefined) await wait(delay);
  }
  return answers;
}

// ── The pages ───────────────────────────────────────────────────────────────────────────────────

/** The page's words: messages/{en,vi}.json, api.gateway. */
const wordsIn =
  (language: SandboxLanguage) =>
  (key: keyof typeof en.api.gateway): string =>
    textIn(language, `gateway.${key}` as MessageKey);

const STYLE = `
*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#eef2f7;color:#1b2430}
main{max-width:760px;margin:32px auto;padding:0 16px}
header{display:flex;align-items:center;justify-content:space-between;gap:12px;flex-wrap:wrap;margin-bottom:16px}
h1{font-size:1.35rem;margin:0;color:#0b4f9c}
h2{font-size:1.05rem;margin:0 0 12px}
.badge{background:#fff4d6;color:#7a5200;border:1px solid #f1d48a;border-radius:999px;padding:2px 12px;font-size:.85rem}
.card{background:#fff;border-radius:12px;box-shadow:0 1px 3px rgba(15,35,60,.12);padding:20px;margin-bottom:16px}
dl{display:grid;grid-template-columns:max-content 1fr;gap:6px 16px;margin:0}
dt{color:#5b6776}
dd{margin:0;font-weight:600;word-break:break-all}
.amount{font-size:1.6rem;color:#c8102e}
label{display:block;font-weight:600;margin:12px 0 4px}
input,select{width:100%;padding:10px 12px;border:1px solid #b8c2cf;border-radius:8px;font:inherit}
input:focus,select:focus,button:focus{outline:3px solid #7fb0ec;outline-offset:1px}
.row{display:grid;grid-template-columns:2fr 1fr;gap:12px}
.actions{display:flex;gap:12px;margin-top:20px;flex-wrap:wrap}
button{font:inherit;font-weight:600;border-radius:8px;padding:10px 20px;cursor:pointer;border:1px solid transparent}
.pay{background:#0b4f9c;color:#fff}
.cancel{background:#fff;color:#1b2430;border-color:#b8c2cf}
.error{background:#fdecee;color:#8a1022;border:1px solid #f3b7c0;border-radius:8px;padding:10px 12px;margin:0 0 12px}
table{width:100%;border-collapse:collapse;font-size:.95rem}
th,td{text-align:left;padding:6px 8px;border-bottom:1px solid #e3e8ef}
td:first-child{font-family:ui-monospace,Menlo,Consolas,monospace;white-space:nowrap}
.hint{color:#5b6776;font-size:.9rem;margin:8px 0 0}
a{color:#0b4f9c}
`;

/** The CSP hash of the one inline style block, so the page needs no 'unsafe-inline'. */
export const STYLE_HASH = `sha256-${createHash("sha256").update(STYLE).digest("base64")}`;

/** The page's security headers: nothing loads, forms post only to us and back to the merchant. */
export function pageHeaders(formTargets: string[]): Record<string, string> {
  const targets = ["'self'", ...new Set(formTargets)].join(" ");
  return {
    "Content-Security-Policy": `default-src 'none'; style-src '${STYLE_HASH}'; form-action ${targets}; frame-ancestors 'none'; base-uri 'none'`,
    "Cache-Control": "no-store",
    "Referrer-Policy": "no-referrer",
    "X-Content-Type-Options": "nosniff",
  };
}

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

function page(language: SandboxLanguage, title: string, body: string): string {
  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>`;
}

function formatExpiry(params: VnpParams): string {
  const expires = parseVnpDate(params.vnp_ExpireDate);
  if (!expires) return "";
  const local = new Date(expires.getTime() + 7 * 3_600_000).toISOString();
  const time = `${local.slice(11, 16)} ${local.slice(8, 10)}/${local.slice(5, 7)}/${local.slice(0, 4)}`;
  return `${time} (GMT+7)`;
}

/** The hosted payment page: the order, a card form carrying the signed request, and the test cards. */
export function renderPayPage(options: {
  params: VnpParams;
  language: SandboxLanguage;
  merchantName: string;
  error?: string;
  values?: { card_number?: string; card_holder?: string; issue_date?: string };
}): string {
  const { params, language, merchantName, error, values = {} } = options;
  const t = wordsIn(language);
  const amount = fromVnpAmount(params.vnp_Amount) ?? 0;
  const hidden = Object.entries(params)
    .map(([key, value]) => `<input type="hidden" name="${escapeHtml(key)}" value="${escapeHtml(value)}">`)
    .join("\n");
  const cards = TEST_CARDS.map(
    (card) =>
      `<tr><td>${groupCardNumber(card.number)}</td><td>${escapeHtml(textIn(language, card.label))}</td></tr>`,
  ).join("\n");
  const body = `
<header>
  <h1>${escapeHtml(t("title"))}</h1>
  <span class="badge">${escapeHtml(t("badge"))}</span>
</header>
<section class="card" aria-labelledby="order-heading">
  <h2 id="order-heading">${escapeHtml(t("orderHeading"))}</h2>
  <dl>
    <dt>${escapeHtml(t("merchant"))}</dt><dd>${escapeHtml(merchantName)} (${escapeHtml(params.vnp_TmnCode ?? "")})</dd>
    <dt>${escapeHtml(t("order"))}</dt><dd>${escapeHtml(params.vnp_TxnRef ?? "")}</dd>
    <dt>${escapeHtml(t("description"))}</dt><dd>${escapeHtml(params.vnp_OrderInfo ?? "")}</dd>
    <dt>${escapeHtml(t("expires"))}</dt><dd>${escapeHtml(formatExpiry(params))}</dd>
    <dt>${escapeHtml(t("amount"))}</dt><dd class="amount">${escapeHtml(formatVnd(amount, language))}</dd>
  </dl>
</section>
<section class="card" aria-labelledby="card-heading">
  <h2 id="card-heading">${escapeHtml(t("card"))}</h2>
  ${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ""}
  <form method="post" action="/sandbox/pay">
${hidden}
    <label for="card_number">${escapeHtml(t("cardNumber"))}</label>
    <input id="card_number" name="card_number" inputmode="numeric" autocomplete="cc-number" required maxlength="23" pattern="[0-9 \\-]{12,23}" value="${escapeHtml(values.card_number ?? "")}">
    <div class="row">
      <div>
        <label for="card_holder">${escapeHtml(t("cardHolder"))}</label>
        <input id="card_holder" name="card_holder" autocomplete="cc-name" maxlength="60" value="${escapeHtml(values.card_holder ?? "NGUYEN VAN A")}">
      </div>
      <div>
        <label for="issue_date">${escapeHtml(t("issueDate"))}</label>
        <input id="issue_date" name="issue_date" inputmode="numeric" maxlength="5" placeholder="07/15" value="${escapeHtml(values.issue_date ?? "07/15")}">
      </div>
    </div>
    <label for="delivery">${escapeHtml(t("delivery"))}</label>
    <select id="delivery" name="delivery">
      <option value="random">${escapeHtml(t("deliveryRandom"))}</option>
      <option value="once">${escapeHtml(t("deliveryOnce"))}</option>
      <option value="twice">${escapeHtml(t("deliveryTwice"))}</option>
    </select>
    <div class="actions">
      <button class="pay" type="submit" name="action" value="pay">${escapeHtml(t("pay"))} ${escapeHtml(formatVnd(amount, language))}</button>
      <button class="cancel" type="submit" name="action" value="cancel" formnovalidate>${escapeHtml(t("cancel"))}</button>
    </div>
  </form>
</section>
<section class="card" aria-labelledby="cards-heading">
  <h2 id="cards-heading">${escapeHtml(t("testCards"))}</h2>
  <table>
    <thead><tr><th scope="col">${escapeHtml(t("cardNumber"))}</th><th scope="col">${escapeHtml(t("result"))}</th></tr></thead>
    <tbody>
${cards}
    </tbody>
  </table>
  <p class="hint">${escapeHtml(t("testCardsHint"))}</p>
</section>`;
  return page(language, `${t("title")} · ${merchantName}`, body);
}

/** The page for a request whose signature does not match. */
export function renderErrorPage(language: SandboxLanguage, homeUrl: string): string {
  const t = wordsIn(language);
  const body = `
<header>
  <h1>${escapeHtml(t("title"))}</h1>
  <span class="badge">${escapeHtml(t("badge"))}</span>
</header>
<section class="card" role="alert">
  <h2>${escapeHtml(t("errorTitle"))}</h2>
  <p>${escapeHtml(t("errorBody"))}</p>
  <p><a href="${escapeHtml(homeUrl)}">${escapeHtml(t("back"))}</a></p>
</section>`;
  return page(language, t("errorTitle"), body);
}

export function unknownCardMessage(language: SandboxLanguage): string {
  return textIn(language, "gateway.unknownCard");
}
