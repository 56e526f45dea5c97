import type { LabOrder, LabResultInboxPage, LabSampleBody } from "@clinic-store/contract"
import { errorFromResponse, normaliseError } from "./errors"
import type { StoreRequest } from "./store-request"

/** Lab orders of the customer's orders, their result files, and the clinic's results inbox. */
export function createLabApi(request: StoreRequest, base: string, fetchImpl?: typeof fetch) {
  return {
    orderResult: <TResult = Record<string, unknown>>(orderId: string, labOrderId: string) =>
      request<TResult>("GET", `/orders/${encodeURIComponent(orderId)}/results/${encodeURIComponent(labOrderId)}`),
    /** Records the clinic's details of a lab order's sample (patient reference, day taken, consent). */
    recordLabSample: (labOrderId: string, body: LabSampleBody) =>
      request<{ lab_order: LabOrder }>("POST", `/lab-orders/${encodeURIComponent(labOrderId)}/sample`, { body }),
    /** The lab result's file (`…/results/{labOrderId}/download`) as base64, for viewing and saving in the page. */
    orderResultContent: async (orderId: string, labOrderId: string): Promise<string> => {
      const url = `${base}/orders/${encodeURIComponent(orderId)}/results/${encodeURIComponent(labOrderId)}/download`
      let response: Response
      try {
        response = await (fetchImpl ?? fetch)(url, { credentials: "include" })
      } catch (error) {
        throw normaliseError(error)
      }
      if (!response.ok) throw errorFromResponse(response.status, await response.text(), response.headers)
      const bytes = new Uint8Array(await response.arrayBuffer())
      let binary = ""
      for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000))
      return btoa(binary)
    },
    /** A page of the clinic's results inbox, newest first (`GET /store/lab-results`). */
    labResults: (page: { offset: number; limit: number }) => request<LabResultInboxPage>("GET", `/lab-results?offset=${page.offset}&limit=${page.limit}`),
    /** Marks a result of the inbox read by the caller. */
    markLabResultRead: (resultId: string) => request<{ id: string; read: true }>("POST", `/lab-results/${encodeURIComponent(resultId)}/read`, { body: {} }),
  }
}
