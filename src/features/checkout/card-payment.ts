import { fromPromise } from "xstate"

/**
 * The card provider's two services for the checkout payment machine. The screens engineer builds it
 * over `@stripe/stripe-js/pure` (loaded lazily) and the mounted card element.
 */
export interface CardPaymentService {
  actors: {
    loadCardProvider: ReturnType<typeof fromPromise<void>>
    confirmCardPayment: ReturnType<typeof fromPromise<void, { clientSecret: string }>>
  }
}

/** A card service from two functions. */
export function createCardPaymentService(load: () => Promise<void>, confirm: (clientSecret: string) => Promise<void>): CardPaymentService {
  return {
    actors: {
      loadCardProvider: fromPromise<void>(() => load()),
      confirmCardPayment: fromPromise<void, { clientSecret: string }>(({ input }) => confirm(input.clientSecret)),
    },
  }
}
