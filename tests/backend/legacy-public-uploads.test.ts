import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { afterEach, describe, expect, it } from "vitest"
import { sweepLegacyPublicUploads } from "../../backend/src/lib/legacy-public-uploads"

const roots: string[] = []
afterEach(() => {
  for (const root of roots.splice(0)) fs.rmSync(root, { recursive: true, force: true })
})

function tree() {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "legacy-uploads-"))
  roots.push(root)
  const publicDir = path.join(root, "uploads")
  const privateDir = path.join(root, "private-uploads")
  const write = (dir: string, key: string, content: string) => {
    fs.mkdirSync(path.dirname(path.join(dir, key)), { recursive: true })
    fs.writeFileSync(path.join(dir, key), content)
  }
  return { publicDir, privateDir, write }
}

describe("sweepLegacyPublicUploads", () => {
  it("moves customer files and results out of the public folder under the same keys, private to the owner", async () => {
    const { publicDir, privateDir, write } = tree()
    write(publicDir, "customer-files/1-file_a.pdf", "a")
    write(publicDir, "customer-files/nested/2-file_b.png", "b")
    write(publicDir, "lab-results/3-result.txt", "r")
    write(publicDir, "4-product.jpg", "public product image")
    expect(await sweepLegacyPublicUploads(publicDir, privateDir)).toEqual({ moved: 3, removed: 0 })
    expect(fs.readFileSync(path.join(privateDir, "customer-files/1-file_a.pdf"), "utf8")).toBe("a")
    expect(fs.readFileSync(path.join(privateDir, "customer-files/nested/2-file_b.png"), "utf8")).toBe("b")
    expect(fs.readFileSync(path.join(privateDir, "lab-results/3-result.txt"), "utf8")).toBe("r")
    expect(fs.statSync(path.join(privateDir, "customer-files/1-file_a.pdf")).mode & 0o777).toBe(0o600)
    expect(fs.statSync(path.join(privateDir, "customer-files")).mode & 0o777).toBe(0o700)
    expect(fs.existsSync(path.join(publicDir, "customer-files"))).toBe(false)
    expect(fs.existsSync(path.join(publicDir, "lab-results"))).toBe(false)
    expect(fs.readFileSync(path.join(publicDir, "4-product.jpg"), "utf8")).toBe("public product image")
  })

  it("deletes a public copy when private storage already has the key, keeping the private bytes", async () => {
    const { publicDir, privateDir, write } = tree()
    write(publicDir, "customer-files/file_c-1.png", "stale public copy")
    write(privateDir, "customer-files/file_c-1.png", "private")
    expect(await sweepLegacyPublicUploads(publicDir, privateDir)).toEqual({ moved: 0, removed: 1 })
    expect(fs.readFileSync(path.join(privateDir, "customer-files/file_c-1.png"), "utf8")).toBe("private")
    expect(fs.existsSync(path.join(publicDir, "customer-files/file_c-1.png"))).toBe(false)
  })

  it("is idempotent, and does nothing without a public folder or when both folders are the same", async () => {
    const { publicDir, privateDir, write } = tree()
    expect(await sweepLegacyPublicUploads(publicDir, privateDir)).toEqual({ moved: 0, removed: 0 })
    write(publicDir, "customer-files/file_d-1.pdf", "d")
    expect(await sweepLegacyPublicUploads(publicDir, privateDir)).toEqual({ moved: 1, removed: 0 })
    expect(await sweepLegacyPublicUploads(publicDir, privateDir)).toEqual({ moved: 0, removed: 0 })
    expect(fs.readFileSync(path.join(privateDir, "customer-files/file_d-1.pdf"), "utf8")).toBe("d")
    write(privateDir, "customer-files/file_e-1.pdf", "e")
    expect(await sweepLegacyPublicUploads(privateDir, privateDir)).toEqual({ moved: 0, removed: 0 })
    expect(fs.readFileSync(path.join(privateDir, "customer-files/file_e-1.pdf"), "utf8")).toBe("e")
  })
})
