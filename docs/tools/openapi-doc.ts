import { version } from "../../backend/package.json"
import { openApiDocument } from "../../backend/src/api/surface/openapi"

/** docs/openapi.json: the document GET /dev/openapi serves, as a file (`npm run docs:openapi`). */
export const renderOpenApiDoc = (): string => `${JSON.stringify(openApiDocument(version), null, 2)}\n`
