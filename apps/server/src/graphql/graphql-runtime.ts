// graphql 16 ships CommonJS (index.js) and ESM (index.mjs) without an exports map. Node, and so
// graphql-yoga, load the CommonJS build; Vite-based tools (vitest) pick index.mjs for our sources.
// Two copies break `instanceof` checks ("Cannot use GraphQLNonNull from another module or realm").
// Runtime values are therefore imported from the CommonJS entry, the one graphql-yoga uses.
export {
  GraphQLError,
  GraphQLScalarType,
  getArgumentValues,
  getNamedType,
  getOperationAST,
  getVariableValues,
  isInputObjectType,
  isListType,
  isNonNullType,
  Kind,
  NoSchemaIntrospectionCustomRule,
  TypeInfo,
  visit,
  visitWithTypeInfo,
} from 'graphql/index.js';
