import fs from "node:fs"
import path from "node:path"
// @ts-expect-error s3rver ships no types
import S3rver from "s3rver"

/** Buckets of the topology: public files (images) and private files (uploads, lab results). */
export const PUBLIC_BUCKET = "clinic-public"
export const PRIVATE_BUCKET = "clinic-private"
/** s3rver's fixed credentials. */
const S3RVER_KEY = "S3RVER"

/** Runs s3rver (an S3-compatible server on the local disk) with both buckets; returns the backend's S3 settings. */
export async function startObjectStorage(dir: string, port: number) {
  fs.mkdirSync(dir, { recursive: true })
  const server = new S3rver({
    address: "127.0.0.1",
    port,
    silent: true,
    directory: path.join(dir, "s3"),
    configureBuckets: [{ name: PUBLIC_BUCKET }, { name: PRIVATE_BUCKET }],
  })
  await server.run()
  const endpoint = `http://127.0.0.1:${port}`
  const env = {
    S3_ENDPOINT: endpoint,
    S3_BUCKET: PUBLIC_BUCKET,
    S3_PRIVATE_BUCKET: PRIVATE_BUCKET,
    S3_PUBLIC_URL: `${endpoint}/${PUBLIC_BUCKET}`,
    S3_REGION: "us-east-1",
    S3_ACCESS_KEY_ID: S3RVER_KEY,
    S3_SECRET_ACCESS_KEY: S3RVER_KEY,
    S3_FORCE_PATH_STYLE: "true",
  }
  return { env, stop: () => server.close() }
}
