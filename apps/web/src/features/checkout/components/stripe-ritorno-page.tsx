import { Navigate, useParams } from 'react-router';
import { PageHeader } from '../../../components/page-header.tsx';
import { VerificaPagamento } from './verifica-pagamento.tsx';

/** Spec 3 §2 /f/checkout/stripe/{idTransazioneFinanziaria}: the return from the card payment page. */
export function StripeRitornoPage() {
  const id = Number(useParams().idTransazioneFinanziaria);
  if (!Number.isSafeInteger(id) || id <= 0) return <Navigate to="/f/checkout" replace />;
  return (
    <>
      <PageHeader title="Pagamento con carta" breadcrumbs={[{ label: 'Home', to: '/f' }]} />
      <VerificaPagamento key={id} id={id} metodo="stripe" />
    </>
  );
}
