import type { Test } from "supertest"

/** Reads a response's body as bytes (supertest parses only text and JSON by itself). */
export function asBytes(request: Test): Test {
  return request.buffer(true).parse((res, done) => {
    const chunks: Buffer[] = []
    res.on("data", (chunk: Buffer) => chunks.push(chunk))
    res.on("end", () => done(null, Buffer.concat(chunks)))
  })
}
