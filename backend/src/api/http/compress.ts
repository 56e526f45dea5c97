import compression from "compression"

/**
 * Gzip for our larger JSON answers (product and order lists) when the client accepts it: Medusa's own
 * `http_compression` (medusa-config.js) only wraps its core router, not file-based routes. Answers under 1 KB
 * stay plain. Measured in docs/performance.md (the product list shrinks from 14 KB to about 2 KB).
 */
export const compressed = compression({ threshold: 1024 })
