/**
 * Where the backend keeps files: the local disk (default, nothing to set up) or S3-compatible object storage
 * (AWS S3, MinIO, …) when S3_BUCKET is set, so every instance behind a load balancer sees every file.
 *
 * S3 settings (environment):
 *   S3_BUCKET             bucket of public files (product images, profile images); readable by anyone at S3_PUBLIC_URL
 *   S3_PRIVATE_BUCKET     bucket of private files (customer uploads, lab results); never public, read only by the
 *                         backend's authorised download routes
 *   S3_PUBLIC_URL         base URL of the public bucket's objects (e.g. https://files.example.com or
 *                         http://minio:9000/<bucket>); a public file's URL is S3_PUBLIC_URL/<key>
 *   S3_ENDPOINT           endpoint of a non-AWS service (MinIO, s3rver); unset for AWS
 *   S3_REGION             region (default us-east-1)
 *   S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY   credentials of a user that may read and write both buckets
 *   S3_FORCE_PATH_STYLE   true: http://endpoint/bucket/key addressing (MinIO, s3rver); default false
 */

/** The S3 settings, or undefined when files stay on the local disk. Throws one clear line on incomplete settings. */
function s3Settings(env = process.env) {
  if (!env.S3_BUCKET) {
    const stray = ["S3_PRIVATE_BUCKET", "S3_PUBLIC_URL", "S3_ENDPOINT"].filter((name) => env[name])
    if (stray.length) throw new Error(`${stray.join(", ")} set without S3_BUCKET: set S3_BUCKET to store files in S3, or unset them`)
    return undefined
  }
  const missing = ["S3_PRIVATE_BUCKET", "S3_PUBLIC_URL", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"].filter((name) => !env[name])
  if (missing.length) throw new Error(`S3_BUCKET is set but ${missing.join(", ")} ${missing.length > 1 ? "are" : "is"} not`)
  if (env.S3_PRIVATE_BUCKET === env.S3_BUCKET) {
    throw new Error("S3_PRIVATE_BUCKET must differ from S3_BUCKET: the public bucket's files are readable by anyone")
  }
  if (!["", "true", "false"].includes(env.S3_FORCE_PATH_STYLE ?? "")) {
    throw new Error(`S3_FORCE_PATH_STYLE must be true or false, not "${env.S3_FORCE_PATH_STYLE}"`)
  }
  return {
    bucket: env.S3_BUCKET,
    privateBucket: env.S3_PRIVATE_BUCKET,
    publicUrl: env.S3_PUBLIC_URL.replace(/\/+$/, ""),
    endpoint: env.S3_ENDPOINT || undefined,
    region: env.S3_REGION || "us-east-1",
    credentials: { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY },
    forcePathStyle: env.S3_FORCE_PATH_STYLE === "true",
  }
}

/** The client options of the AWS SDK (S3Client) for these settings. */
function s3ClientConfig(settings) {
  return {
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials: settings.credentials,
    // Checksums only where S3 requires them: the AWS SDK's default (since 3.729) streams bodies as aws-chunked
    // with trailing checksums, which S3-compatible stores such as s3rver or older MinIO store verbatim.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  }
}

module.exports = { s3Settings, s3ClientConfig }
