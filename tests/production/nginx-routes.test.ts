import fs from "node:fs"
import path from "node:path"
import { describe, expect, it } from "vitest"
import { FILE_PREFIXES } from "../../backend/src/api/surface/gate"
import { ROUTES } from "../../backend/src/api/surface/routes"

/**
 * nginx passes to the backend exactly the paths the backend's route table opens (and the files it serves itself), so
 * a route added to the table is reachable in production: the webhook at /hooks/stripe was not. Two first path
 * segments stay off the public origin on purpose.
 */
const NOT_THROUGH_NGINX: Record<string, string> = {
  metrics: "scraped from each instance's own host (the operator caller)",
  dev: "development tools: 404 in production",
}

/** The first path segments of the template's backend location (`location ~ ^/(a|b|…)(/|$)`). */
function proxiedSegments(): string[] {
  const template = fs.readFileSync(path.resolve("deploy/nginx.conf.template"), "utf8")
  const locations = [...template.matchAll(/location ~ \^\/\(([a-z|]+)\)\(\/\|\$\) \{[^}]*proxy_pass http:\/\/clinic_backend;/g)]
  expect(locations).toHaveLength(1)
  return locations[0][1].split("|").sort()
}

const firstSegment = (routePath: string) => routePath.split("/")[1]

describe("nginx's routes agree with the backend's route table", () => {
  it("proxies every first path segment the route table and the backend's files open, apart from the operator's and development's", () => {
    const opened = new Set([...ROUTES.map((route) => firstSegment(route.path)), ...FILE_PREFIXES.map(firstSegment)])
    for (const segment of Object.keys(NOT_THROUGH_NGINX)) opened.delete(segment)
    expect(proxiedSegments()).toEqual([...opened].sort())
  })

  it("keeps the operator's and development's paths off the public origin", () => {
    for (const segment of Object.keys(NOT_THROUGH_NGINX)) expect(proxiedSegments()).not.toContain(segment)
  })
})
