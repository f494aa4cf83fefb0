import { Navigate } from 'react-router';
import { PageHeader } from '../../../components/page-header.tsx';
import { preparatoInCorso } from '../checkout-in-corso.ts';
import { VerificaPagamento } from './verifica-pagamento.tsx';

/**
 * Spec 3 §2 /f/checkout/satispay: the return from Satispay, verifying the payment of the checkout
 * state; with none held it goes back to /f/checkout.
 */
export function SatispayRitornoPage() {
  const preparato = preparatoInCorso();
  if (preparato?.metodo !== 'satispay') return <Navigate to="/f/checkout" replace />;
  return (
    <>
      <PageHeader title="Pagamento con Satispay" breadcrumbs={[{ label: 'Home', to: '/f' }]} />
      <VerificaPagamento id={preparato.id_transazione_finanziaria} metodo="satispay" />
    </>
  );
}
