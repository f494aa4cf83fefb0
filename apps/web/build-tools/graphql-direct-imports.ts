import { readFileSync, statSync } from 'node:fs';
import type { Plugin } from 'vite';

// Decision 0204. The client preset's `graphql()` (src/gql/gql.ts) finds a document by its text in a
// map that imports every document, and graphql.ts declares them all in one module, which a bundler
// never splits: every document landed in the entry chunk. At build time each `graphql(`…`)` call
// becomes an import of a small module holding only that document (its generated constant, copied
// from graphql.ts), so a document travels with the chunks that use it. The map in gql.ts is the
// lookup table: new documents need no change here.

/** `"<document text as a JSON string>": types.<ExportName>,` — one line per document in gql.ts. */
const MAP_ENTRY = /^\s*("(?:[^"\\\n]|\\.)*"): types\.(\w+),$/gm;
/** A call with a plain template literal, as decision 0203 requires (no interpolation). */
const GRAPHQL_CALL = /\bgraphql\(\s*`([^`]*)`\s*\)/g;
/** The file imports `graphql` from the generated folder (so `graphql` is the preset's function). */
const IMPORTS_GRAPHQL = /import\s*\{[^}]*\bgraphql\b[^}]*\}\s*from\s*['"][^'"]*\/gql(?:\/index\.ts)?['"]/;
/** How codegen declares each document in graphql.ts. */
const DOCUMENT_CONSTANT = /= new TypedDocumentString\(/g;
const ALIAS_PREFIX = '__gql_';
/** Module id of one document: `virtual:zaino-gql/GetPersonaSeDocument`. */
export const DOCUMENT_MODULE = 'virtual:zaino-gql/';

/** Document text → name of its constant in graphql.ts, read from the generated gql.ts. */
export function documentExports(gqlTs: string): Map<string, string> {
  const exports = new Map<string, string>();
  for (const m of gqlTs.matchAll(MAP_ENTRY)) exports.set(JSON.parse(m[1]!) as string, m[2]!);
  return exports;
}

export class UnknownDocumentError extends Error {}

/**
 * The module with every `graphql(`…`)` call replaced by its document's constant, imported from that
 * document's own module, or null when there is nothing to replace. Line breaks are kept, so the lines
 * of the source map stay true.
 */
export function rewriteGraphqlCalls(code: string, exports: ReadonlyMap<string, string>): string | null {
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
  // Import declarations are hoisted: at the end they leave every original line where it was.
  const imports = [...used].map(
    (n) => `import { ${n} as ${ALIAS_PREFIX}${n} } from ${JSON.stringify(DOCUMENT_MODULE + n)};`,
  );
  return `${rewritten}\n${imports.join('\n')}\n`;
}

/**
 * One document's module: its constant as graphql.ts declares it (codegen writes each document
 * complete, fragments appended), built with graphql.ts's TypedDocumentString class.
 */
export function documentModule(graphqlTs: string, name: string, graphqlTsPath: string): string | null {
  const declaration = new RegExp(
    `^export const ${name} = new TypedDocumentString\\((\`[^\`]*\`(?:, \\{[^\\n]*?\\})?)\\) as unknown as [^\\n]*;$`,
    'm',
  ).exec(graphqlTs);
  if (!declaration) return null;
  return [
    `import { TypedDocumentString } from ${JSON.stringify(graphqlTsPath)};`,
    `export const ${name} = /*#__PURE__*/ new TypedDocumentString(${declaration[1]});`,
  ].join('\n');
}

/** graphql.ts with each document constant marked pure: only its class is left in the bundle. */
export function markDocumentsPure(graphqlTs: string): string {
  return graphqlTs.replace(DOCUMENT_CONSTANT, '= /*#__PURE__*/ new TypedDocumentString(');
}

/** Reads a generated file again only when codegen has rewritten it (the dev server keeps running). */
function cachedRead<T>(path: string, parse: (text: string) => T): () => T {
  let cache: { mtime: number; value: T } | undefined;
  return () => {
    const mtime = statSync(path).mtimeMs;
    if (cache?.mtime !== mtime) cache = { mtime, value: parse(readFileSync(path, 'utf8')) };
    return cache.value;
  };
}

/** Vite plugin for the web app; `gqlDir` is the client preset's output folder (src/gql). */
export function graphqlDirectImports(gqlDir: string): Plugin {
  const graphqlTsPath = `${gqlDir}/graphql.ts`;
  const exports = cachedRead(`${gqlDir}/gql.ts`, documentExports);
  const graphqlTs = cachedRead(graphqlTsPath, (text) => text);
  const RESOLVED = `\0${DOCUMENT_MODULE}`;
  return {
    name: 'zaino:graphql-direct-imports',
    enforce: 'pre',
    resolveId(id) {
      return id.startsWith(DOCUMENT_MODULE) ? `\0${id}` : null;
    },
    load(id) {
      if (!id.startsWith(RESOLVED)) return null;
      const name = id.slice(RESOLVED.length);
      const code = documentModule(graphqlTs(), name, graphqlTsPath);
      if (code === null) this.error(`${name}: assente da ${graphqlTsPath} (eseguire \`npm run codegen\`)`);
      return code;
    },
    transform(code, id) {
      const file = id.split('?')[0]!;
      if (file === graphqlTsPath) return { code: markDocumentsPure(code), map: null };
      if (!/\.tsx?$/.test(file) || file.startsWith(`${gqlDir}/`) || !code.includes('graphql(')) return null;
      try {
        const rewritten = rewriteGraphqlCalls(code, exports());
        return rewritten === null ? null : { code: rewritten, map: null };
      } catch (error) {
        if (error instanceof UnknownDocumentError) this.error(`${error.message} (in ${file})`);
        throw error;
      }
    },
  };
}
