import type Medusa from "@medusajs/medusa-js"
import { answerOf } from "./answer"

/** A line of an order or of its edit, as Medusa answers it. */
interface OrderEditLine {
  id: string
  title: string
  /** The variant's title (Medusa's line description). */
  description?: string | null
  quantity: number
  /** Medusa's line subtotal, when it computed one. */
  subtotal?: number | null
  unit_price: number
  variant?: { title?: string | null } | null
}

/** One change of an edit: a line added, removed, or changed (its quantity), from Medusa's `changes`. */
export interface OrderEditChange {
  id: string
  type: "item_add" | "item_remove" | "item_update"
  line_item: OrderEditLine | null
  original_line_item: OrderEditLine | null
}

/** Medusa's order edit as the storefront shows it (`GET /store/order-edits/{id}`, with Medusa's totals). */
export interface OrderEdit {
  id: string
  order_id: string
  status: "created" | "requested" | "confirmed" | "declined" | "canceled"
  changes: OrderEditChange[]
  items: OrderEditLine[]
  subtotal: number
  discount_total: number
  shipping_total: number
  tax_total: number
  total: number
  /** The new total less the order's: above zero, it is paid before the edit is accepted. */
  difference_due: number
  payment_collection_id: string | null
  declined_reason: string | null
  requested_at: string | null
}

type PaymentCollection = { id: string; payment_sessions?: { id: string; provider_id: string; data?: { client_secret?: unknown } | null }[] }

/**
 * Medusa's order edit and payment collection calls for the customer (the backend lets only the order's own customer
 * make them). Every call rejects with a normalised ApiError carrying the server's reason.
 */
export function createOrderEditsApi(client: Pick<Medusa, "orderEdits" | "paymentCollections">) {
  return {
    /** `GET /store/order-edits/{id}`. */
    retrieve: async (id: string) => (await answerOf<{ order_edit: OrderEdit }>(() => client.orderEdits.retrieve(id))).order_edit,
    /** `POST /store/order-edits/{id}/complete`: accepts the edit (its difference paid first). */
    complete: async (id: string) => (await answerOf<{ order_edit: OrderEdit }>(() => client.orderEdits.complete(id))).order_edit,
    /** `POST /store/order-edits/{id}/decline` with the optional reason. */
    decline: async (id: string, reason?: string) =>
      (await answerOf<{ order_edit: OrderEdit }>(() => client.orderEdits.decline(id, reason ? { declined_reason: reason } : {}))).order_edit,
    /**
     * `POST /store/payment-collections/{id}/sessions` with the customer's provider: answers the session opened and,
     * for a card, its client secret.
     */
    openPaymentSession: async (collectionId: string, providerId: string) => {
      const { payment_collection } = await answerOf<{ payment_collection: PaymentCollection }>(() =>
        client.paymentCollections.managePaymentSession(collectionId, { provider_id: providerId })
      )
      const session = payment_collection.payment_sessions?.find((candidate) => candidate.provider_id === providerId)
      if (!session) throw new Error(`payment: no ${providerId} session was opened`)
      const secret = session.data?.client_secret
      return { sessionId: session.id, clientSecret: typeof secret === "string" && secret ? secret : null }
    },
    /** `POST /store/payment-collections/{id}/sessions/{session_id}/authorize`. */
    authorizePaymentSession: (collectionId: string, sessionId: string) => answerOf<unknown>(() => client.paymentCollections.authorizePaymentSession(collectionId, sessionId)),
  }
}
