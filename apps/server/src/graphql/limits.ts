import type { ASTVisitor, FragmentDefinitionNode, SelectionSetNode, ValidationContext } from 'graphql';
import { GraphQLError, Kind } from './graphql-runtime.ts';

// Production hardening (DESIGN.md §5): bounded query depth and alias count, checked at validation
// time, before anything runs. Our deepest real query (getPersoneSe → dues → links → payment →
// party → person …) stays well below the depth limit.

export const MAX_DEPTH = 10;
export const MAX_ALIASES = 30;
/** Longest operation text accepted, in characters (our largest real operation is far below). */
export const MAX_QUERY_LENGTH = 20_000;
/** Most lexical tokens graphql-js may read before giving up (its own `maxTokens` parse option). */
export const MAX_TOKENS = 2_000;

const troppoGrande = (dettaglio: string) =>
  new GraphQLError(`Richiesta GraphQL troppo grande (${dettaglio})`, {
    extensions: { errorType: 'VALIDATION', http: { status: 400 } },
  });

/**
 * Checks run before and around parsing (issue 8 item 9): a huge or deeply nested text would
 * otherwise exhaust the parser's recursion and surface as an internal error. Size first, then
 * graphql-js's token cap; a stack overflow that still happens becomes the same clear error.
 */
export function parseLimitato(
  parse: (source: string, options?: Record<string, unknown>) => unknown,
  source: unknown,
  options: Record<string, unknown> | undefined,
): unknown {
  const text = typeof source === 'string' ? source : ((source as { body?: string } | null)?.body ?? '');
  if (text.length > MAX_QUERY_LENGTH) {
    throw troppoGrande(`${text.length} caratteri, massimo ${MAX_QUERY_LENGTH}`);
  }
  try {
    return parse(source as string, { ...options, maxTokens: MAX_TOKENS });
  } catch (error) {
    if (error instanceof RangeError) throw troppoGrande('annidamento eccessivo');
    if (error instanceof Error && /contains more th\w* \d+ tokens/i.test(error.message)) {
      throw troppoGrande(`più di ${MAX_TOKENS} elementi`);
    }
    throw error;
  }
}

function depthOf(
  set: SelectionSetNode | undefined,
  fragments: Record<string, FragmentDefinitionNode>,
  visiting: Set<string>,
): number {
  if (!set) return 0;
  let max = 0;
  for (const sel of set.selections) {
    let d = 0;
    if (sel.kind === Kind.FIELD) {
      d = sel.selectionSet ? 1 + depthOf(sel.selectionSet, fragments, visiting) : 1;
    } else if (sel.kind === Kind.INLINE_FRAGMENT) {
      d = depthOf(sel.selectionSet, fragments, visiting);
    } else {
      const name = sel.name.value;
      const fragment = fragments[name];
      if (!fragment || visiting.has(name)) continue;
      visiting.add(name);
      d = depthOf(fragment.selectionSet, fragments, visiting);
      visiting.delete(name);
    }
    if (d > max) max = d;
  }
  return max;
}

function aliasesOf(
  set: SelectionSetNode | undefined,
  fragments: Record<string, FragmentDefinitionNode>,
  visiting: Set<string>,
): number {
  if (!set) return 0;
  let n = 0;
  for (const sel of set.selections) {
    if (sel.kind === Kind.FIELD) n += (sel.alias ? 1 : 0) + aliasesOf(sel.selectionSet, fragments, visiting);
    else if (sel.kind === Kind.INLINE_FRAGMENT) n += aliasesOf(sel.selectionSet, fragments, visiting);
    else {
      const name = sel.name.value;
      const fragment = fragments[name];
      if (!fragment || visiting.has(name)) continue;
      visiting.add(name);
      n += aliasesOf(fragment.selectionSet, fragments, visiting);
      visiting.delete(name);
    }
  }
  return n;
}

/** Validation rule: rejects operations deeper than maxDepth or with more than maxAliases aliases. */
export function limitsRule(maxDepth = MAX_DEPTH, maxAliases = MAX_ALIASES) {
  return (context: ValidationContext): ASTVisitor => {
    const fragments: Record<string, FragmentDefinitionNode> = {};
    for (const def of context.getDocument().definitions) {
      if (def.kind === Kind.FRAGMENT_DEFINITION) fragments[def.name.value] = def;
    }
    return {
      OperationDefinition(node) {
        const depth = depthOf(node.selectionSet, fragments, new Set());
        if (depth > maxDepth) {
          context.reportError(
            new GraphQLError(`Richiesta troppo annidata (profondità ${depth}, massimo ${maxDepth})`, {
              nodes: [node],
              extensions: { errorType: 'VALIDATION' },
            }),
          );
        }
        const aliases = aliasesOf(node.selectionSet, fragments, new Set());
        if (aliases > maxAliases) {
          context.reportError(
            new GraphQLError(`Troppi alias nella richiesta (${aliases}, massimo ${maxAliases})`, {
              nodes: [node],
              extensions: { errorType: 'VALIDATION' },
            }),
          );
        }
      },
    };
  };
}
