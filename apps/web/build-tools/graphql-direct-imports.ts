import { readFileSync, statSync } from 'node:fs';
import { dirname, relative, sep } from 'node:path';
import type { Plugin } from 'vite';

// Decision 0204. The client preset's `graphql()` (src/gql/gql.ts) finds a document by its text in a
// map that imports every document, so all of them landed in the entry chunk. At build time each
// `graphql(`…`)` call becomes an import of its own generated constant from src/gql/graphql.ts (what
// the preset's Babel plugin does), and those constants are marked pure, so a chunk carries only the
// documents it uses. The map in gql.ts is the lookup table: new documents need no change here.

/** `"<document text as a JSON string>": types.<ExportName>,` — one line per document in gql.ts. */
const MAP_ENTRY = /^\s*("(?:[^"\\\n]|\\.)*"): types\.(\w+),$/gm;
/** A call with a plain template literal, as decision 0203 requires (no interpolation). */
const GRAPHQL_CALL = /\bgraphql\(\s*`([^`]*)`\s*\)/g;
/** The file imports `graphql` from the generated folder (so `graphql` is the preset's function). */
const IMPORTS_GRAPHQL = /import\s*\{[^}]*\bgraphql\b[^}]*\}\s*from\s*['"][^'"]*\/gql(?:\/index\.ts)?['"]/;
/** How codegen declares each document in graphql.ts. */
const DOCUMENT_CONSTANT = /= new TypedDocumentString\(/g;
const ALIAS_PREFIX = '__gql_';

/** Document text → name of its constant in graphql.ts, read from the generated gql.ts. */
export function documentExports(gqlTs: string): Map<string, string> {
  const exports = new Map<string, string>();
  for (const m of gqlTs.matchAll(MAP_ENTRY)) exports.set(JSON.parse(m[1]!) as string, m[2]!);
  return exports;
}

export class UnknownDocumentError extends Error {}

/**
 * The module with every `graphql(`…`)` call replaced by its generated constant, imported from
 * `graphqlTs` (a path relative to the module), or null when there is nothing to replace. Line breaks
 * are kept, so the lines of the source map stay true.
 */
export function rewriteGraphqlCalls(
  code: string,
  exports: ReadonlyMap<string, string>,
  graphqlTs: string,
): string | null {
  if (!IMPORTS_GRAPHQL.test(code)) return null;
  const used = new Set<string>();
  const rewritten = code.replace(GRAPHQL_CALL, (call, text: string) => {
    const name = exports.get(text);
    if (!name || text.includes('\\') || text.includes('${'))
      throw new UnknownDocumentError(
        `graphql(): documento assente da src/gql/gql.ts (eseguire \`npm run codegen\`): ${text.trim().split('\n')[0]}`,
      );
    used.add(name);
    return ALIAS_PREFIX + name + '\n'.repeat(call.split('\n').length - 1);
  });
  if (used.size === 0) return null;
  const names = [...used].map((n) => `${n} as ${ALIAS_PREFIX}${n}`).join(', ');
  // Import declarations are hoisted: at the end it leaves every original line where it was.
  return `${rewritten}\nimport { ${names} } from ${JSON.stringify(graphqlTs)};\n`;
}

/** graphql.ts with each document constant marked pure, so the unused ones are dropped from a chunk. */
export function markDocumentsPure(graphqlTs: string): string {
  return graphqlTs.replace(DOCUMENT_CONSTANT, '= /*#__PURE__*/ new TypedDocumentString(');
}

/** Vite plugin for the web app; `gqlDir` is the client preset's output folder (src/gql). */
export function graphqlDirectImports(gqlDir: string): Plugin {
  const gqlTs = `${gqlDir}/gql.ts`;
  const graphqlTs = `${gqlDir}/graphql.ts`;
  let cache: { mtime: number; exports: Map<string, string> } | undefined;
  // Read again after `npm run codegen` while the dev server runs.
  const currentExports = () => {
    const mtime = statSync(gqlTs).mtimeMs;
    if (cache?.mtime !== mtime) cache = { mtime, exports: documentExports(readFileSync(gqlTs, 'utf8')) };
    return cache.exports;
  };
  return {
    name: 'zaino:graphql-direct-imports',
    enforce: 'pre',
    transform(code, id) {
      const file = id.split('?')[0]!;
      if (file === graphqlTs) return { code: markDocumentsPure(code), map: null };
      if (!/\.tsx?$/.test(file) || file.startsWith(`${gqlDir}/`) || !code.includes('graphql(')) return null;
      let path = relative(dirname(file), graphqlTs).split(sep).join('/');
      if (!path.startsWith('.')) path = `./${path}`;
      try {
        const rewritten = rewriteGraphqlCalls(code, currentExports(), path);
        return rewritten === null ? null : { code: rewritten, map: null };
      } catch (error) {
        if (error instanceof UnknownDocumentError) this.error(`${error.message} (in ${file})`);
        throw error;
      }
    },
  };
}
