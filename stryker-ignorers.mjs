// @ts-check
import { declareValuePlugin, PluginKind } from "@stryker-mutator/api/plugin"

/**
 * Mutants Stryker should not make in the machines: a state's `description` documents it and has no behaviour, and the
 * `types` object of `setup()` holds type parameters only, erased at run time. One ignorer in place of a comment per line.
 */
const documentationOnly = {
  /** @param {import("@babel/core").NodePath} path */
  shouldIgnore(path) {
    const parent = path.parentPath
    if (!parent?.isObjectProperty()) return undefined
    const key = parent.node.key
    const name = key.type === "Identifier" ? key.name : key.type === "StringLiteral" ? key.value : undefined
    if (name === "description" && path.node === parent.node.value) return "a description documents the state, it has no behaviour"
    if (name === "types" && path.node === parent.node.value) return "type parameters only, erased at run time"
    return undefined
  },
}

export const strykerPlugins = [declareValuePlugin(PluginKind.Ignore, "documentation-only", documentationOnly)]
