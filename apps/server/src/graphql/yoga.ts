import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ExecutionResult } from 'graphql';
import { GraphQLError, NoSchemaIntrospectionCustomRule } from './graphql-runtime.ts';
import { createSchema, createYoga, type Plugin } from 'graphql-yoga';
import { useGraphQlJit } from '@envelop/graphql-jit';
import { bearerToken } from '../auth/bearer-token.ts';
import type { IdentityAdmin } from '../auth/identity-admin.ts';
import type { TokenVerifier } from '../auth/identity-token.ts';
import { type RequestViewer, viewerDellaRichiesta } from '../auth/viewer.ts';
import type { Db } from '../db/client.ts';
import type { DbAvailability } from '../db-availability.ts';
import { createLoaders } from '../loaders.ts';
import { createServiceContext, type ServiceContext } from '../request-context.ts';
import type { GraphQLContext } from './context.ts';
import { erroreLetteraleInItaliano, toClientError } from './errors.ts';
import { controllaArgomenti } from './limiti-argomenti.ts';
import { useLimiteScritture } from './limite-scritture.ts';
import { limitsRule, parseLimitato } from './limits.ts';
import { resolvers } from './resolvers.ts';
import { loadTypeDefs } from './type-defs.ts';

export interface ServerContext {
  req: FastifyRequest;
  reply: FastifyReply;
}

export interface YogaDeps {
  db: Db;
  availability: DbAvailability;
  verifyToken: TokenVerifier;
  /** Decision 0415 (Config.secondoFattoreObbligatorio). */
  obbligoSecondoFattore: boolean;
  production: boolean;
  identity: IdentityAdmin;
  posta: GraphQLContext['posta'];
  storage: GraphQLContext['storage'];
  payments: GraphQLContext['payments'];
  ricevute: GraphQLContext['ricevute'];
  codeLookupLimit: number;
  checkoutLimit: number;
  /** GraphQL writes one login may make per 10 minutes (WRITE_LIMIT, decision 0407). */
  writeLimit: number;
  /** Origins allowed to call /graphql from another site (CORS_ORIGINS); empty: same origin only. */
  corsOrigins?: string[];
}

export const schema = createSchema<ServerContext & GraphQLContext>({
  typeDefs: loadTypeDefs(),
  // graphql-tools merges the modules' resolver maps.
  resolvers: resolvers as never,
});

/** "Did you mean …?" would let a caller map the schema that introspection hides. */
const senzaSuggerimenti = (message: string) => message.replace(/ Did you mean [^?]*\?/g, '');

function senzaSuggerimentiErr(e: GraphQLError): GraphQLError {
  const message = senzaSuggerimenti(e.message);
  if (message === e.message) return e;
  return new GraphQLError(message, {
    nodes: e.nodes,
    source: e.source,
    positions: e.positions,
    path: e.path,
    extensions: e.extensions,
  });
}

/**
 * Maps every error of a result through toClientError (with the request's context). In production
 * suggestions are dropped also from variable-coercion errors, which execution (not validation)
 * reports.
 */
function useAppErrors(production: boolean): Plugin<GraphQLContext> {
  return {
    onExecute() {
      return {
        onExecuteDone({ result, setResult, args }) {
          if (!('errors' in result) || !result.errors?.length) return;
          const ctx = args.contextValue as GraphQLContext;
          const mapped = result as ExecutionResult;
          setResult({
            ...mapped,
            errors: mapped.errors?.map((e) => {
              const client = toClientError(e, ctx);
              return production ? senzaSuggerimentiErr(client) : client;
            }),
          });
        },
      };
    },
  };
}

/** Size and token caps before the parser runs (limits.ts). */
function useParseLimits(): Plugin {
  return {
    onParse({ parseFn, setParseFn }) {
      setParseFn((source, options) => parseLimitato(parseFn as never, source, options) as never);
    },
  };
}

/** A literal graphql-js refuses (an id beyond 32 bits, a list for a number…) as an Italian VALIDATION. */
function letteraleInItaliano(e: GraphQLError): GraphQLError {
  const italiano = erroreLetteraleInItaliano(e.message);
  if (!italiano) return e;
  return new GraphQLError(italiano, {
    nodes: e.nodes,
    source: e.source,
    positions: e.positions,
    extensions: { ...e.extensions, errorType: 'VALIDATION' },
  });
}

/** Decision 0310: every argument bounded and free of U+0000, checked once before anything runs. */
function useLimitiArgomenti(): Plugin {
  return {
    onExecute({ args, setResultAndStopExecution }) {
      const errore = controllaArgomenti(args.schema, args.document, args.operationName, args.variableValues);
      if (errore) setResultAndStopExecution({ errors: [errore] });
    },
  };
}

function useValidationRules(production: boolean): Plugin {
  return {
    onValidate({ addValidationRule }) {
      addValidationRule(limitsRule());
      if (production) addValidationRule(NoSchemaIntrospectionCustomRule);
      return ({ valid, result, setResult }) => {
        if (valid) return;
        setResult(
          result.map((e: Error) => {
            const g = letteraleInItaliano(e instanceof GraphQLError ? e : new GraphQLError(e.message));
            // "Did you mean …?" would let a caller map the schema that introspection hides.
            return production ? senzaSuggerimentiErr(g) : g;
          }),
        );
      };
    },
  };
}

export function createGraphQL(deps: YogaDeps) {
  const { db, availability, verifyToken } = deps;
  return createYoga<ServerContext, GraphQLContext>({
    schema,
    graphqlEndpoint: '/graphql',
    graphiql: false,
    landingPage: false,
    batching: false,
    multipart: false,
    logging: false,
    // Our useAppErrors plugin already made every error safe; this masks anything that escaped it.
    maskedErrors: {
      maskError: (error, message) => {
        if (error instanceof GraphQLError) {
          const original = error.originalError;
          if (!original || original instanceof GraphQLError || error.extensions?.errorType) return error;
        }
        return new GraphQLError(message, { extensions: { errorType: 'INTERNAL' } });
      },
    },
    // Same origin only (the web app is served by this server), unless CORS_ORIGINS lists others.
    cors: deps.corsOrigins?.length ? { origin: deps.corsOrigins, credentials: true } : false,
    plugins: [
      useParseLimits(),
      useValidationRules(deps.production),
      useAppErrors(deps.production),
      useLimitiArgomenti(),
      useLimiteScritture(deps.writeLimit),
      useGraphQlJit(),
    ],
    context: ({ req }) => {
      const loaders = createLoaders(db);
      let viewer: Promise<RequestViewer> | undefined;
      let service: Promise<ServiceContext> | undefined;
      const token = bearerToken(req);
      const getViewer = () => {
        viewer ??= viewerDellaRichiesta(db, loaders, verifyToken, token, deps.obbligoSecondoFattore);
        return viewer;
      };
      const ctx: GraphQLContext = {
        requestId: String(req.id),
        log: req.log,
        db,
        loaders,
        availability,
        clientAddress: req.ip,
        codeLookupLimit: deps.codeLookupLimit,
        checkoutLimit: deps.checkoutLimit,
        identity: deps.identity,
        posta: deps.posta,
        storage: deps.storage,
        payments: deps.payments,
        ricevute: deps.ricevute,
        viewer: getViewer,
        service: () => {
          service ??= getViewer().then((v) => createServiceContext(db, v, loaders));
          return service;
        },
      };
      return ctx;
    },
  });
}
