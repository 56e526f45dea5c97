/**
 * "Place order" to a shown confirmation against the completion request alone, in a real browser (Debian's Chromium
 * through puppeteer-core) on the production build, paid by card: the backend's card provider and the storefront's
 * Stripe.js run against the Stripe-compatible test server (tests/support/stripe-server, started here through tsx on
 * STRIPE_PORT). The demo individual (who pays by card) signs in; each round puts one product in the cart (store API,
 * the cart id the storefront stored), opens /checkout?step=payment, types the test card 4242 4242 4242 4242, waits
 * until "Place order" can be pressed, presses it and measures:
 *
 * - click → confirmation: from the click to the first frame showing the "Order confirmed" heading with the order's
 *   number (a MutationObserver in the page, installed before the click): the card's confirmation with Stripe, the
 *   completion, the confirmation page;
 * - completion request: `POST /store/carts/{id}/complete` alone, from the browser's resource timing (start to
 *   response end).
 *
 * Prints each round (with the time before the request leaves and after its answer arrives), then the medians side
 * by side with their ratio (the target: at most 1.3). PLACE_ORDER_PAYMENT=invoice measures the demo clinic owner's
 * invoice order instead (no card: the review step at once).
 *
 *   npm run bench:place-order   # PORT (9013), STORE_PORT (8013), PG_PORT (54313), STRIPE_PORT (PORT + 2);
 *                               # CHROME_PATH (/usr/bin/chromium); PLACE_ORDER_ROUNDS (5), after one warm-up round
 *                               # that is not counted; PLACE_ORDER_PAYMENT (card | invoice)
 */
import { spawn } from "node:child_process"
import { fileURLToPath } from "node:url"
import puppeteer from "puppeteer-core"
import { INDIVIDUAL, signInCookie } from "./lib/sign-in.mjs"
import { startBenchStack } from "./lib/stack.mjs"
import { median } from "./lib/median.mjs"

const CART_ID_STORAGE_KEY = "clinic_store_cart_id"
/** The test keys of the card provider and Stripe.js against the Stripe-compatible server (never real ones). */
const STRIPE_KEYS = { secret: "sk_test_clinic_store_bench", publishable: "pk_test_clinic_store_bench", webhook: "whsec_clinic_store_bench" }

/**
 * Starts the Stripe-compatible test server (its CLI, through tsx's own CLI in this Node: no npx in between, so the
 * SIGINT that stops it reaches it and the bench ends) on `port`, sending its events to the backend.
 */
async function startStripeServer(port, backendPort) {
  const child = spawn(process.execPath, [fileURLToPath(import.meta.resolve("tsx/cli")), "tests/support/stripe-server/cli.ts"], {
    cwd: fileURLToPath(new URL("..", import.meta.url)),
    env: { ...process.env, STRIPE_TEST_PORT: String(port), STRIPE_WEBHOOK_URL: `http://localhost:${backendPort}/hooks/stripe`, STRIPE_WEBHOOK_SECRET: STRIPE_KEYS.webhook },
    stdio: ["ignore", "pipe", "inherit"],
  })
  await new Promise((resolve, reject) => {
    child.once("exit", (code) => reject(new Error(`the Stripe-compatible server exited (${code})`)))
    child.stdout.on("data", (chunk) => String(chunk).includes("Stripe-compatible test server on") && resolve())
  })
  const url = `http://127.0.0.1:${port}`
  return { url, stop: () => child.kill("SIGINT") }
}

/** The card provider's settings for the stack: cards for individuals in every region, Stripe.js from the test double. */
function cardEnv(stripeUrl) {
  return {
    STRIPE_API_KEY: STRIPE_KEYS.secret,
    STRIPE_WEBHOOK_SECRET: STRIPE_KEYS.webhook,
    STRIPE_API_BASE: stripeUrl,
    CARD_PAYMENT_CUSTOMERS: "individual",
    VITE_STRIPE_PUBLISHABLE_KEY: STRIPE_KEYS.publishable,
    VITE_STRIPE_JS_URL: `${stripeUrl}/v3/stripe.js`,
  }
}
/** A store API request from the page, with the browser's session (as the storefront sends it). */
function storeRequest(page, url, method = "GET", body = undefined) {
  return page.evaluate(
    async (url, method, body) => {
      const res = await fetch(url, { method, credentials: "include", headers: { "content-type": "application/json" }, body })
      if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`)
      return res.json()
    },
    url,
    method,
    body === undefined ? undefined : JSON.stringify(body)
  )
}

/** The first variant the signed-in customer may buy. */
async function buyableVariant(page, backendUrl) {
  const listing = await storeRequest(page, `${backendUrl}/store/user/products/`)
  const variantId = listing.products?.[0]?.variants?.[0]?.id
  if (!variantId) throw new Error("the clinic owner can buy no product")
  return variantId
}

/** Waits until the storefront has stored a cart id, then adds one product to that cart through the store API. */
async function fillCart(page, backendUrl, variantId) {
  await page.waitForFunction((key) => Boolean(localStorage.getItem(key)), { timeout: 30_000 }, CART_ID_STORAGE_KEY)
  const cartId = await page.evaluate((key) => localStorage.getItem(key), CART_ID_STORAGE_KEY)
  await storeRequest(page, `${backendUrl}/store/carts/${cartId}/line-items`, "POST", { variant_id: variantId, quantity: 1 })
}

/** Types the test card into the card element the payment step mounted (the Stripe.js test double's inputs). */
async function typeCard(page) {
  for (const [label, value] of [["Card number", "4242 4242 4242 4242"], ["Expiry date", "12 / 34"], ["Security code", "123"]]) {
    const field = await page.waitForSelector(`::-p-aria(${label}[role="textbox"])`, { timeout: 30_000 })
    await field.type(value)
  }
}

/** One round: a filled cart at checkout (the card typed), "Place order", the confirmation; returns both times (ms). */
async function round(page, stack, variantId, payment) {
  await page.goto(`${stack.storeUrl}/checkout`, { waitUntil: "load" })
  await fillCart(page, stack.backendUrl, variantId)
  if (payment === "card") {
    await page.goto(`${stack.storeUrl}/checkout?step=payment`, { waitUntil: "load" })
    await typeCard(page)
  } else {
    await page.goto(`${stack.storeUrl}/checkout?step=review`, { waitUntil: "load" })
  }
  const place = await page.waitForSelector("::-p-aria(Place order[role=\"button\"])", { timeout: 30_000 })
  await page.waitForFunction((button) => !button.disabled, { timeout: 30_000, polling: 50 }, place)
  await page.evaluate(() => {
    performance.clearResourceTimings()
    window.__shown = new Promise((resolve) => {
      const check = () => {
        const heading = document.querySelector("main h1")
        if (heading?.textContent === "Order confirmed" && document.querySelector("main .order-number")) {
          observer.disconnect()
          requestAnimationFrame(() => resolve(performance.now()))
        }
      }
      const observer = new MutationObserver(check)
      observer.observe(document.body, { subtree: true, childList: true, characterData: true })
    })
    document.addEventListener("click", () => (window.__clicked = performance.now()), { capture: true, once: true })
  })
  await place.click()
  const shownAt = await page.evaluate(() => window.__shown)
  return page.evaluate((shown) => {
    const completion = performance.getEntriesByType("resource").find((entry) => /\/store\/carts\/[^/]+\/complete/.test(entry.name))
    if (!completion) throw new Error("no completion request was seen")
    return {
      clickToConfirmation: shown - window.__clicked,
      completion: completion.responseEnd - completion.startTime,
      beforeRequest: completion.startTime - window.__clicked,
      afterAnswer: shown - completion.responseEnd,
    }
  }, shownAt)
}

/** @param {{ port: number, storePort: number, pgPort: number, stripePort?: number, rounds?: number, payment?: "card" | "invoice" }} options */
export async function benchPlaceOrder({ port, storePort, pgPort, stripePort = port + 2, rounds = 5, payment = "card" }) {
  const stripe = payment === "card" ? await startStripeServer(stripePort, port) : null
  const stack = await startBenchStack({ port, pgPort, storePort, storefront: true, name: "bench-place-order", env: stripe ? cardEnv(stripe.url) : {} }).catch((err) => {
    stripe?.stop()
    throw err
  })
  const browser = await puppeteer.launch({ executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium", headless: true, args: ["--no-sandbox", "--disable-gpu"] })
  try {
    const cookies = await signInCookie(stack.backendUrl, stack.storeUrl, payment === "card" ? INDIVIDUAL : undefined)
    await browser.setCookie(...cookies.map((c) => ({ ...c, domain: "localhost", path: "/" })))
    const page = await browser.newPage()
    await page.setViewport({ width: 1280, height: 900 })
    await page.goto(`${stack.storeUrl}/`, { waitUntil: "load" })
    const variantId = await buyableVariant(page, stack.backendUrl)
    const measured = []
    for (let i = 0; i <= rounds; i++) {
      const figures = await round(page, stack, variantId, payment)
      console.log(
        `${i === 0 ? "warm-up" : `round ${i}`}: click → confirmation ${figures.clickToConfirmation.toFixed(0)} ms, completion request ${figures.completion.toFixed(0)} ms ` +
          `(click → request ${figures.beforeRequest.toFixed(0)} ms, answer → confirmation shown ${figures.afterAnswer.toFixed(0)} ms)`
      )
      if (i > 0) measured.push(figures)
    }
    const clickToConfirmation = median(measured.map((m) => m.clickToConfirmation))
    const completion = median(measured.map((m) => m.completion))
    return {
      payment,
      rounds,
      clickToConfirmationMs: Math.round(clickToConfirmation),
      completionMs: Math.round(completion),
      ratio: Math.round((clickToConfirmation / completion) * 100) / 100,
      afterAnswerMs: Math.round(median(measured.map((m) => m.afterAnswer))),
    }
  } finally {
    await browser.close()
    await stack.stop()
    stripe?.stop()
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  benchPlaceOrder({
    port: Number(process.env.PORT ?? 9013),
    storePort: Number(process.env.STORE_PORT ?? 8013),
    pgPort: Number(process.env.PG_PORT ?? 54313),
    stripePort: process.env.STRIPE_PORT ? Number(process.env.STRIPE_PORT) : undefined,
    rounds: Number(process.env.PLACE_ORDER_ROUNDS ?? 5),
    payment: process.env.PLACE_ORDER_PAYMENT === "invoice" ? "invoice" : "card",
  })
    .then((r) => {
      console.log(`\nPaid by ${r.payment}: Place order → confirmation (median of ${r.rounds}) | completion request alone (median of ${r.rounds}) | ratio`)
      console.log(`${r.clickToConfirmationMs} ms | ${r.completionMs} ms | ${r.ratio}`)
      console.log(`after the completion's answer: ${r.afterAnswerMs} ms to the shown confirmation (median)`)
    })
    .catch((err) => {
      console.error(err)
      process.exit(1)
    })
}
