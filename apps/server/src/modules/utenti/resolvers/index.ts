import type { Resolvers } from '../../../graphql/resolvers-types.gen.ts';
import { erroreDaLog } from '../../../lib/errore-da-log.ts';
import { creaUtente, creaUtentiInMassa } from '../crea-utenti.service.ts';
import { inviaInvitoUtente } from '../invito.service.ts';
import { modificaUtente } from '../modifica-utente.service.ts';
import { azzeraSecondoFattore } from '../secondo-fattore.service.ts';
import { personaDellUtente, utentiGruppo, utentiSezione, utentiUnita } from '../utenti.service.ts';

/** An unexpected error of one mass-registration item: logged, the item answers INTERNAL. */
const segnalaCon = (log: { error: (obj: object, msg: string) => void }) => (error: unknown) =>
  log.error({ err: erroreDaLog(error) }, 'errore inatteso nella creazione di un utente');

export const utentiResolvers: Resolvers = {
  Query: {
    utentiSezione: async (_parent, args, ctx) => utentiSezione(await ctx.service(), args.anno_scout),
    utentiGruppo: async (_parent, args, ctx) =>
      utentiGruppo(await ctx.service(), args.id_gruppo, args.anno_scout),
    utentiUnita: async (_parent, args, ctx) =>
      utentiUnita(await ctx.service(), args.id_unita, args.anno_scout),
  },
  Mutation: {
    modificaUtente: async (_parent, args, ctx) => modificaUtente(await ctx.service(), ctx.identity, args),
    azzeraSecondoFattore: async (_parent, args, ctx) => azzeraSecondoFattore(await ctx.service(), args),
    creaUtente: async (_parent, args, ctx) => creaUtente(await ctx.service(), args, segnalaCon(ctx.log)),
    creaUtentiInMassa: async (_parent, args, ctx) =>
      creaUtentiInMassa(await ctx.service(), args.utenti, segnalaCon(ctx.log)),
    inviaInvitoUtente: async (_parent, args, ctx) => inviaInvitoUtente(await ctx.service(), ctx.posta, args),
  },
  Utente: {
    persona: async (u, _args, ctx) => personaDellUtente(await ctx.service(), u),
  },
};
