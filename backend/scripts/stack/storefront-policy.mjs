/**
 * Security headers of the storefront server: a Content-Security-Policy that allows only the third parties the
 * environment configures (Clerk, Stripe, consent manager, session recording) besides the backend.
 */

import { createHash } from "node:crypto"

function originOf(url) {
  try {
    return new URL(url).origin
  } catch {
    return undefined
  }
}

/** Clerk publishable keys carry their Frontend API host base64-encoded after `pk_live_` / `pk_test_`. */
export function clerkFrontendApi(publishableKey) {
  const match = /^pk_(?:live|test)_(.+)$/.exec(publishableKey ?? "")
  if (!match) return undefined
  const host = Buffer.from(match[1], "base64").toString("utf8").replace(/\$$/, "")
  return /^[a-z0-9.-]+$/i.test(host) ? `https://${host}` : undefined
}

/**
 * The CSP source of every inline script of a page (`'sha256-…'`): the build's index.html carries one (the early
 * requests of src/app/early-fetch.ts), and the policy allows exactly those, never inline scripts at large.
 */
export function inlineScriptHashes(html) {
  return [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
    ([, source]) => `'sha256-${createHash("sha256").update(source, "utf8").digest("base64")}'`
  )
}

const STRIPE_JS_ORIGIN = "https://js.stripe.com"

/**
 * Where the storefront loads Stripe.js from: Stripe's own unless VITE_STRIPE_JS_URL names a test double on this
 * machine, which a production server refuses (NODE_ENV=production serves only Stripe's script).
 */
function stripeScriptOrigin(env) {
  const origin = originOf(env.VITE_STRIPE_JS_URL) ?? STRIPE_JS_ORIGIN
  if (origin !== STRIPE_JS_ORIGIN && env.NODE_ENV === "production") {
    throw new Error("VITE_STRIPE_JS_URL names a Stripe.js test double, which production refuses: leave it unset for Stripe's own")
  }
  return origin
}

/**
 * The CSP directives (helmet's shape) for the configured environment; `inlineScripts` are the hashes of the
 * served page's own inline scripts ({@link inlineScriptHashes}).
 */
export function contentSecurityPolicy(env, { inlineScripts = [] } = {}) {
  const backend = originOf(env.VITE_MEDUSA_BACKEND_URL || "http://localhost:9000")
  const scripts = ["'self'", ...inlineScripts]
  const connect = ["'self'", backend]
  const frames = []
  const images = ["'self'", "data:", "blob:", backend]
  // Product images live in the public S3 bucket when S3_BUCKET is set: their URLs start with S3_PUBLIC_URL.
  const publicFiles = originOf(env.S3_PUBLIC_URL)
  if (publicFiles && publicFiles !== backend) images.push(publicFiles)
  const clerk = clerkFrontendApi(env.VITE_CLERK_PUBLISHABLE_KEY)
  if (clerk) {
    scripts.push(clerk)
    connect.push(clerk)
    images.push("https://img.clerk.com")
    frames.push("https://challenges.cloudflare.com")
    scripts.push("https://challenges.cloudflare.com")
  }
  if (env.VITE_STRIPE_PUBLISHABLE_KEY) {
    const stripeJs = stripeScriptOrigin(env)
    scripts.push(stripeJs)
    if (stripeJs === STRIPE_JS_ORIGIN) {
      connect.push("https://api.stripe.com")
      frames.push("https://js.stripe.com", "https://hooks.stripe.com")
    } else {
      // The Stripe.js test double calls the Stripe-compatible server it is served by.
      connect.push(stripeJs)
    }
  }
  for (const key of ["VITE_CONSENT_SCRIPT_URL", "VITE_SESSION_RECORDING_URL"]) {
    const origin = originOf(env[key])
    if (origin) {
      scripts.push(origin)
      connect.push(origin)
    }
  }
  return {
    defaultSrc: ["'self'"],
    scriptSrc: scripts,
    connectSrc: connect,
    imgSrc: images,
    styleSrc: ["'self'", "'unsafe-inline'"],
    fontSrc: ["'self'", "data:"],
    frameSrc: frames.length ? frames : ["'none'"],
    frameAncestors: ["'none'"],
    // A PDF lab result is drawn by pdf.js in the page (src/features/orders/pdf-pages.tsx), whose worker is a file
    // of the build; no plugin content (the browser's PDF viewer) at all.
    workerSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    upgradeInsecureRequests: env.NODE_ENV === "production" ? [] : null,
  }
}
