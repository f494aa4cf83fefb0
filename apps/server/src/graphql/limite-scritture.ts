import type { FragmentDefinitionNode, SelectionSetNode } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { AppError } from '../errors.ts';
import { conta } from '../lib/contatori-limiti.ts';
import type { GraphQLContext } from './context.ts';
import { GraphQLError, getOperationAST, Kind } from './graphql-runtime.ts';

// Decision 0407 (issue 22 item 7): a login may make WRITE_LIMIT writes per window, so no account can
// flood the events list (or the tables) with changes. One place for every mutation, before it runs.

export const FINESTRA_SCRITTURE_MINUTI = 10;

export const MSG_TROPPE_SCRITTURE = `Troppe modifiche negli ultimi ${FINESTRA_SCRITTURE_MINUTI} minuti: riprovare più tardi`;

/** The response keys of the root fields an operation runs (aliases each count; `__typename` not). */
function campiRadice(
  set: SelectionSetNode,
  frammenti: ReadonlyMap<string, FragmentDefinitionNode>,
  chiavi = new Set<string>(),
): Set<string> {
  for (const s of set.selections) {
    if (s.kind === Kind.FIELD) {
      if (s.name.value !== '__typename') chiavi.add(s.alias?.value ?? s.name.value);
    } else {
      // Validation already refused cycles and unknown fragments.
      const figlio =
        s.kind === Kind.INLINE_FRAGMENT ? s.selectionSet : frammenti.get(s.name.value)?.selectionSet;
      if (figlio) campiRadice(figlio, frammenti, chiavi);
    }
  }
  return chiavi;
}

/**
 * Counts each root field of a signed-in login's mutation in `contatori_limiti` (key
 * `scritture|<login id>`, fixed 10-minute window) whatever its outcome; past the limit the whole
 * operation is refused (RATE_LIMITED) and nothing runs. Anonymous mutations are not counted: every
 * mutation needs a signed-in viewer and refuses anonymous callers before writing.
 */
export function useLimiteScritture(limite: number): Plugin<GraphQLContext> {
  return {
    async onExecute({ args, setResultAndStopExecution }) {
      const operazione = getOperationAST(args.document, args.operationName);
      if (operazione?.operation !== 'mutation') return;
      const ctx = args.contextValue as GraphQLContext;
      // An invalid token: execution answers UNAUTHENTICATED.
      const viewer = await ctx.viewer().catch(() => null);
      if (!viewer?.userId) return;
      const frammenti = new Map<string, FragmentDefinitionNode>();
      for (const d of args.document.definitions)
        if (d.kind === Kind.FRAGMENT_DEFINITION) frammenti.set(d.name.value, d);
      const scritture = campiRadice(operazione.selectionSet, frammenti).size;
      if (!scritture) return;
      try {
        const chiave = `scritture|${viewer.userId}`;
        const n = await conta(ctx.db, chiave, FINESTRA_SCRITTURE_MINUTI * 60, Date.now(), scritture);
        if (n > limite) throw new AppError('RATE_LIMITED', MSG_TROPPE_SCRITTURE);
      } catch (errore) {
        // useAppErrors maps it: RATE_LIMITED, or DB_UNAVAILABLE when the database is gone.
        const e = errore as Error;
        setResultAndStopExecution({ errors: [new GraphQLError(e.message, { originalError: e })] });
      }
    },
  };
}
