import { spawn } from "node:child_process"
import fs from "node:fs"

/**
 * Runs a command to its end without a shell; resolves with its standard output, or throws with the end of all it
 * printed when it fails. `log` keeps the whole output in a file.
 */
export function runCommand(command: string, args: string[], options: { cwd?: string; env?: NodeJS.ProcessEnv; log?: string } = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: options.cwd, env: options.env ?? process.env, stdio: ["ignore", "pipe", "pipe"] })
    let stdout = ""
    let output = ""
    child.stdout.on("data", (chunk: Buffer) => {
      stdout += chunk.toString()
      output += chunk.toString()
    })
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()))
    child.once("error", reject)
    child.once("close", (status) => {
      if (options.log) fs.writeFileSync(options.log, output)
      if (status === 0) resolve(stdout)
      else reject(new Error(`${command} ${args.join(" ")} failed (exit ${status}):\n${output.slice(-6000)}`))
    })
  })
}
