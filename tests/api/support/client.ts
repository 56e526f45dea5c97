import { inject } from "vitest"
import supertest from "supertest"

/** supertest agent against the test backend (keeps cookies between calls: one agent = one browser). */
export function agent() {
  return supertest.agent(inject("backendUrl"))
}

/** A one-off request without cookies. */
export function request() {
  return supertest(inject("backendUrl"))
}
