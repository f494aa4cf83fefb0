import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  documentExports,
  documentModule,
  markDocumentsPure,
  rewriteGraphqlCalls,
  UnknownDocumentError,
} from './graphql-direct-imports.ts';

// Decision 0204: at build time every graphql(`…`) call becomes an import of a module holding only its
// generated document.

const src = fileURLToPath(new URL('../src/', import.meta.url));
const generatedMap = readFileSync(join(src, 'gql/gql.ts'), 'utf8');
const generatedDocuments = readFileSync(join(src, 'gql/graphql.ts'), 'utf8');

const QUERY = '\n  query viewerCan {\n    viewerCan\n  }\n';
const exports = new Map([[QUERY, 'ViewerCanDocument']]);
const module = [
  "import { graphql } from '../../gql/index.ts';",
  '',
  `export const VIEWER_CAN = graphql(\`${QUERY}\`);`,
  'export const after = 1;',
].join('\n');

function webSources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'gql' ? [] : webSources(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

describe('the generated map of src/gql/gql.ts', () => {
  it('gives every document and fragment of graphql.ts, by its text', () => {
    const map = documentExports(generatedMap);
    const constants = [...generatedDocuments.matchAll(/^export const (\w+) = new TypedDocumentString\(/gm)];
    expect(map.size).toBeGreaterThan(50);
    expect(new Set(map.values())).toEqual(new Set(constants.map((m) => m[1])));
    expect(map.get(QUERY)).toBe('ViewerCanDocument');
  });

  it('resolves every graphql() call of the web app', () => {
    const map = documentExports(generatedMap);
    const rewritten = webSources(src)
      .map((file) => rewriteGraphqlCalls(readFileSync(file, 'utf8'), map))
      .filter((code) => code !== null);
    expect(rewritten.length).toBeGreaterThan(40);
    for (const code of rewritten) expect(code).not.toMatch(/\bgraphql\(\s*`/);
  });
});

describe('rewriteGraphqlCalls', () => {
  it('replaces the call with its constant, imported from its own module, and keeps every line where it was', () => {
    const code = rewriteGraphqlCalls(module, exports)!;
    const lines = code.split('\n');
    expect(lines[2]).toBe('export const VIEWER_CAN = __gql_ViewerCanDocument');
    expect(lines.indexOf('export const after = 1;')).toBe(
      module.split('\n').indexOf('export const after = 1;'),
    );
    expect(code).toContain(
      'import { ViewerCanDocument as __gql_ViewerCanDocument } from "virtual:zaino-gql/ViewerCanDocument";',
    );
  });

  it('imports a document once however many times it is used', () => {
    const twice = `${module}\nexport const again = graphql(\`${QUERY}\`);`;
    const code = rewriteGraphqlCalls(twice, exports)!;
    expect(code.match(/import \{ ViewerCanDocument as/g)).toHaveLength(1);
    expect(code).toMatch(/export const again = __gql_ViewerCanDocument\n*;/);
  });

  it('refuses a document that codegen has not generated', () => {
    const changed = module.replace('viewerCan\n  }', 'viewerCan\n    altro\n  }');
    expect(() => rewriteGraphqlCalls(changed, exports)).toThrow(UnknownDocumentError);
    expect(() => rewriteGraphqlCalls(changed, exports)).toThrow(/npm run codegen/);
  });

  it('leaves a module alone when its graphql is not the generated one', () => {
    const other = module.replace("'../../gql/index.ts'", "'graphql-request'");
    expect(rewriteGraphqlCalls(other, exports)).toBeNull();
    expect(rewriteGraphqlCalls("import { graphql } from '../gql/index.ts';\n", exports)).toBeNull();
  });
});

describe('documentModule', () => {
  it('declares one document as graphql.ts does, with its fragments, and nothing else', () => {
    const code = documentModule(generatedDocuments, 'PagamentoCassaFragmentDoc', '/x/gql/graphql.ts')!;
    const lines = code.split('\n');
    expect(lines[0]).toBe('import { TypedDocumentString } from "/x/gql/graphql.ts";');
    expect(lines[1]).toBe('export const PagamentoCassaFragmentDoc = /*#__PURE__*/ new TypedDocumentString(`');
    expect(code).toContain('fragment PagamentoCassa on TransazioneFinanziaria {');
    expect(code).toContain('fragment ParteCassa on Parte {');
    expect(code).not.toContain('CausaleCassa');
    expect(code).not.toContain(' as unknown as ');
    expect(code.endsWith('}`, {"fragmentName":"PagamentoCassa"});')).toBe(true);
  });

  it('finds every constant of the generated map', () => {
    for (const name of documentExports(generatedMap).values())
      expect(documentModule(generatedDocuments, name, './graphql.ts'), name).not.toBeNull();
    expect(documentModule(generatedDocuments, 'NessunoDocument', './graphql.ts')).toBeNull();
  });
});

describe('markDocumentsPure', () => {
  it('marks each document constant pure and changes nothing else', () => {
    const marked = markDocumentsPure(generatedDocuments);
    const pure = marked.match(/= \/\*#__PURE__\*\/ new TypedDocumentString\(/g) ?? [];
    expect(pure).toHaveLength(documentExports(generatedMap).size);
    expect(marked.replaceAll('/*#__PURE__*/ ', '')).toBe(generatedDocuments);
  });
});
