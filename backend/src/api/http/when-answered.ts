import type { Response } from "express"

/**
 * Runs `done` once, as soon as the route has given its answer, whoever writes it and whether or not anybody still
 * reads it: when the answer is sent (`send`/`json`, which Medusa's routes and error handler use), when it is ended
 * without them, or when the connection closes after the answer began.
 *
 * Watching `end` alone is not enough: Medusa's compression wraps `end` after the store's middlewares, and when the
 * browser has gone (a reload right after "Place order") the compressed stream waits for a drain that never comes, so
 * the inner `end` is never called. A closed connection alone is not enough either: the browser may leave while the
 * route still works (the order is still being placed), and that work must finish before `done` runs.
 */
export function whenAnswered(res: Response, done: () => void): void {
  let called = false
  const once = () => {
    if (called) return
    called = true
    done()
  }
  const send = res.send.bind(res)
  res.send = ((body?: unknown) => {
    const sent = send(body)
    once()
    return sent
  }) as Response["send"]
  const end = res.end.bind(res) as (...args: unknown[]) => Response
  res.end = ((...args: unknown[]) => {
    const ended = end(...args)
    once()
    return ended
  }) as Response["end"]
  res.once("close", () => {
    if (res.headersSent) once()
  })
}
