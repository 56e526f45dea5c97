import { compressed } from "../http/compress"
import type { Guard } from "./guard"

/** A large JSON answer (a listing) is gzipped when the client accepts it (http/compress.ts says why and how much). */
export const answerCompressed: Guard = () => compressed
