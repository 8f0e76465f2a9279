// The API's rooms and the imports between them (issue 29): prints the folder-level import graph of
// apps/api/src and, with --check, fails on what the layering forbids (a folder-level cycle, a foundation
// that imports a module, a module reaching past another module's public entry). `npm run lint` runs
// the check; `npm run graph:api` prints the graph.
// Usage: node scripts/api-layers.mjs [--check] [--dot] [ROOT]   (ROOT defaults to apps/api/src)

import { readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve, sep } from 'node:path'
import { fileURLToPath } from 'node:url'

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..')

/** Folders below the modules: they import no module (the layering of docs/architecture.md). */
export const foundations = ['lib', 'db', 'storage', 'mail']

/** Each module's public face: what other rooms may import from it. */
export const publicEntry = 'index.ts'

const sourceFile = /\.(ts|tsx|mts)$/
// Tests, and the helper modules split test files share (`<subject>.test-helpers.ts`), are test code:
// they may reach inside the module they test, and they are no room's arrows.
const testFile = /\.test(-helpers)?\.(ts|tsx|mts)$/

function listSources(dir) {
  const files = []
  for (const name of readdirSync(dir)) {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) files.push(...listSources(path))
    else if (sourceFile.test(name) && !testFile.test(name) && !name.endsWith('.d.ts')) files.push(path)
  }
  return files
}

// Static imports and re-exports, and `import('…')` with a literal: type-only imports included (a
// type that runs back up is still a room that knows the one above it).
const importPattern =
  /(?:^|[\s;])(?:import|export)\s+(?:type\s+)?(?:[^'"`;]*?\sfrom\s+)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g

function stripComments(text) {
  return text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:\\])\/\/.*$/gm, '$1')
}

/** The files each source file imports, within ROOT (packages and node modules are left out). */
export function readImports(root) {
  const files = listSources(root)
  const known = new Set(files)
  const imports = new Map()
  for (const file of files) {
    const targets = new Set()
    for (const match of stripComments(readFileSync(file, 'utf8')).matchAll(importPattern)) {
      const specifier = match[1] ?? match[2]
      if (!specifier?.startsWith('.')) continue
      const target = resolve(dirname(file), specifier)
      const candidates = [target, `${target}.ts`, `${target}.tsx`, join(target, 'index.ts')]
      const found = candidates.find((candidate) => known.has(candidate))
      if (found) targets.add(found)
    }
    imports.set(file, targets)
  }
  return imports
}

/**
 * The room a file belongs to: `modules/<name>` for a module, the first folder for the others
 * (`plugins`, `lib`, `db`, `storage`, `mail`, `seed`), the file itself at the root (`app.ts`).
 */
export function roomOf(root, file) {
  const parts = relative(root, file).split(sep)
  if (parts[0] === 'modules' && parts.length > 2) return `modules/${parts[1]}`
  return parts[0]
}

/** Strongly connected components of a graph (Tarjan), only those with more than one node. */
export function cycles(graph) {
  let index = 0
  const stack = []
  const onStack = new Set()
  const indices = new Map()
  const lows = new Map()
  const found = []
  const visit = (node) => {
    indices.set(node, index)
    lows.set(node, index)
    index += 1
    stack.push(node)
    onStack.add(node)
    for (const next of graph.get(node) ?? []) {
      if (!indices.has(next)) {
        visit(next)
        lows.set(node, Math.min(lows.get(node), lows.get(next)))
      } else if (onStack.has(next)) lows.set(node, Math.min(lows.get(node), indices.get(next)))
    }
    if (lows.get(node) === indices.get(node)) {
      const component = []
      let member
      do {
        member = stack.pop()
        onStack.delete(member)
        component.push(member)
      } while (member !== node)
      if (component.length > 1) found.push(component.sort())
    }
  }
  for (const node of [...graph.keys()].sort()) if (!indices.has(node)) visit(node)
  return found
}

/** The folder-level graph: room → rooms it imports, each arrow with the file imports behind it. */
export function roomGraph(root, imports = readImports(root)) {
  const arrows = new Map()
  for (const [file, targets] of imports) {
    const from = roomOf(root, file)
    if (!arrows.has(from)) arrows.set(from, new Map())
    for (const target of targets) {
      const to = roomOf(root, target)
      if (to === from) continue
      const behind = arrows.get(from).get(to) ?? []
      behind.push([relative(root, file), relative(root, target)])
      arrows.get(from).set(to, behind)
    }
  }
  return arrows
}

/** What the layering forbids, each as one sentence naming the files. */
export function violations(root) {
  const imports = readImports(root)
  const arrows = roomGraph(root, imports)
  const found = []
  const graph = new Map([...arrows].map(([room, targets]) => [room, [...targets.keys()]]))
  for (const component of cycles(graph)) {
    const inside = new Set(component)
    const ties = component.flatMap((room) =>
      [...arrows.get(room)]
        .filter(([to]) => inside.has(to))
        .map(([to, behind]) => `${room} → ${to} (${behind.map(([a, b]) => `${a} → ${b}`).join(', ')})`),
    )
    found.push(`rooms import each other: ${component.join(', ')}\n    ${ties.join('\n    ')}`)
  }
  for (const [file, targets] of imports) {
    const from = roomOf(root, file)
    for (const target of targets) {
      const to = roomOf(root, target)
      if (!to.startsWith('modules/')) continue
      const link = `${relative(root, file)} → ${relative(root, target)}`
      const isEntry = relative(join(root, to), target) === publicEntry
      if (to === from) {
        // The entry re-exports the module's files: one of them importing it is a cycle.
        if (isEntry && relative(join(root, to), file) !== publicEntry)
          found.push(`${to} imports its own public entry: ${link}`)
        continue
      }
      if (foundations.includes(from)) found.push(`${from}/ is below the modules and imports one: ${link}`)
      else if (!isEntry) found.push(`past ${to}'s public entry (${to}/${publicEntry}): ${link}`)
    }
  }
  return found
}

/** Floors from the bottom: a room sits one floor above the highest room it imports. */
function floors(graph) {
  const floor = new Map()
  const visiting = new Set()
  const of = (room) => {
    if (floor.has(room)) return floor.get(room)
    if (visiting.has(room)) return 0
    visiting.add(room)
    const below = (graph.get(room) ?? []).map(of)
    visiting.delete(room)
    const value = below.length ? Math.max(...below) + 1 : 0
    floor.set(room, value)
    return value
  }
  for (const room of graph.keys()) of(room)
  return floor
}

function print(root, dot) {
  const arrows = roomGraph(root)
  const graph = new Map([...arrows].map(([room, targets]) => [room, [...targets.keys()].sort()]))
  if (dot) {
    console.log('digraph api {\n  rankdir=TB;')
    for (const [room, targets] of graph)
      for (const target of targets) console.log(`  "${room}" -> "${target}";`)
    console.log('}')
    return
  }
  const floor = floors(graph)
  const rooms = [...graph.keys()].sort((a, b) => floor.get(b) - floor.get(a) || a.localeCompare(b))
  console.log(`apps/api/src, from the top floor down: room → the rooms it imports (file imports)`)
  for (const room of rooms) {
    const targets = graph.get(room).map((to) => `${to} (${arrows.get(room).get(to).length})`)
    console.log(`${String(floor.get(room)).padStart(2)}  ${room} → ${targets.join(', ') || '—'}`)
  }
}

const invokedDirectly = process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)
if (invokedDirectly) {
  const args = process.argv.slice(2)
  const root = resolve(args.find((arg) => !arg.startsWith('--')) ?? join(repoRoot, 'apps/api/src'))
  if (args.includes('--check')) {
    const found = violations(root)
    if (found.length) {
      console.error(`The API's layering is broken (${found.length}):`)
      for (const line of found) console.error(`  ${line}`)
      console.error('See docs/architecture.md, "Layers". Print the graph: npm run graph:api')
      process.exit(1)
    }
    console.log('API layers: no folder cycle, no module reached past its public entry.')
  } else print(root, args.includes('--dot'))
}
