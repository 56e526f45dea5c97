import { fromPromise } from "xstate"
import type { OpenedPaymentSession, OrderEditState } from "../../machines/order-edit.machine"
import type { Api } from "../api"
import { createCardPaymentActors, type CardSettings } from "./card-payment.actors"

/** The order edit machine's services: Medusa's order edit and payment collection calls, and the store's card services. */
export function createOrderEditActors(api: Pick<Api, "orderEdits">, card: CardSettings) {
  const { loadCardProvider, confirmCardPayment, authenticateCard } = createCardPaymentActors(card)
  return {
    openPaymentSession: fromPromise<OpenedPaymentSession, { collectionId: string; providerId: string }>(({ input }) => api.orderEdits.openPaymentSession(input.collectionId, input.providerId)),
    authorizePaymentSession: fromPromise<unknown, { collectionId: string; sessionId: string }>(({ input }) => api.orderEdits.authorizePaymentSession(input.collectionId, input.sessionId)),
    completeEdit: fromPromise<OrderEditState, { editId: string }>(({ input }) => api.orderEdits.complete(input.editId)),
    declineEdit: fromPromise<OrderEditState, { editId: string; reason?: string }>(({ input }) => api.orderEdits.decline(input.editId, input.reason)),
    loadCardProvider,
    confirmCardPayment,
    authenticateCard,
  }
}
