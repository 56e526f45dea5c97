/**
 * Settings from the repository's `.env` file (every variable is listed in `.env.example`), read before anything
 * else as Medusa's starters do; a variable already set in the environment wins. Import it first.
 */
import dotenv from "dotenv"
import { fileURLToPath } from "node:url"

dotenv.config({ path: fileURLToPath(new URL("../../../.env", import.meta.url)), quiet: true })
