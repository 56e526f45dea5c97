import type { NextFunction, Request, Response, Router } from "express"
import pino, { type Logger } from "pino"
import { pinoHttp } from "pino-http"
import { logLevel } from "./log-level"
import { checkoutCompletions, httpDuration, registry } from "./metrics"
import { isOperator } from "./operator-access"
import type { ReadinessProbe } from "./readiness"
import { REDACT_PATHS, redactUrl } from "./redact"
import { requestIdOf } from "./request-id"
import { routeLabel } from "./route-label"

/** The process's structured logger: JSON lines on stdout at LOG_LEVEL (default info), secrets redacted. */
export function createLogger(env: NodeJS.ProcessEnv = process.env): Logger {
  return pino({ level: logLevel(env), base: { pid: process.pid, role: env.MEDUSA_WORKER_MODE || "shared" }, redact: { paths: REDACT_PATHS, censor: "[redacted]" } })
}

type LoggedRequest = { id?: unknown; method?: string; url?: string; raw?: Request }

/**
 * One log line per answered request: its id (X-Request-Id, request-id.ts), method, URL without secrets (redact.ts),
 * route pattern, status and duration. Headers and bodies are never logged, so neither are cookies nor tokens.
 */
export function requestLogging(logger: Logger) {
  return pinoHttp({
    logger,
    genReqId: (req, res) => requestIdOf(req, res),
    serializers: {
      req: (req: LoggedRequest) => ({ id: req.id, method: req.method, url: redactUrl(req.raw?.originalUrl ?? req.url ?? "") }),
      res: (res: { statusCode?: number }) => ({ statusCode: res.statusCode }),
    },
    customLogLevel: (_req, res, err) => (err || res.statusCode >= 500 ? "error" : "info"),
    customSuccessObject: (req, res, value) => ({ ...value, route: routeLabel((req as Request).path ?? "", res as Response) }),
    customErrorObject: (req, res, _err, value) => ({ ...value, route: routeLabel((req as Request).path ?? "", res as Response) }),
  })
}

const CHECKOUT_ROUTE = "/store/carts/:id/complete"

/** Times every request under its route pattern; counts the checkouts answered 200. */
export function requestMetrics(req: Request, res: Response, next: NextFunction): void {
  const end = httpDuration.startTimer()
  res.once("finish", () => {
    const route = routeLabel(req.path, res)
    end({ method: req.method, route, status: String(res.statusCode) })
    if (req.method === "POST" && route === CHECKOUT_ROUTE && res.statusCode === 200) checkoutCompletions.inc()
  })
  next()
}

/**
 * The operations routes, on servers and workers alike (a worker's HTTP port answers nothing else):
 * - GET /health/live: 200 while the process runs its event loop (restart it when this fails);
 * - GET /health/ready: 200 when PostgreSQL and Redis (when configured) answer, else 503 (take it out of rotation);
 * - GET /metrics: Prometheus text, for operators only (operator-access.ts), 404 to anyone else.
 */
export function mountOperationsRoutes(app: Router, probe: ReadinessProbe): void {
  app.get("/health/live", (_req, res) => {
    res.set("Cache-Control", "no-store").json({ status: "live" })
  })
  app.get("/health/ready", async (_req, res, next) => {
    try {
      const readiness = await probe.check()
      res.set("Cache-Control", "no-store").status(readiness.ready ? 200 : 503).json({ status: readiness.ready ? "ready" : "not ready", checks: readiness.checks })
    } catch (err) {
      next(err)
    }
  })
  app.get("/metrics", async (req, res, next) => {
    if (!isOperator(req)) return void res.status(404).json({ type: "not_found", message: "No route answers GET /metrics" })
    try {
      await probe.readQueueDepth()
      res.set("Content-Type", registry.contentType).set("Cache-Control", "no-store").send(await registry.metrics())
    } catch (err) {
      next(err)
    }
  })
}
