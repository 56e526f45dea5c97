/** One result in a clinic's inbox: the test, the sample and patient it is for, when it arrived, and whether the caller opened it. */
export type LabResultInboxItem = {
  /** The result file's id (`labres_…`): `POST /store/lab-results/:id/read` marks it read. */
  id: string
  lab_order_id: string
  order_id: string
  order_display_id: number
  test_name: string
  variant_title: string | null
  sample_id: string
  patient_reference: string | null
  /** When the result arrived (ISO date-time). */
  created_at: string
  /** Whether the caller has opened this result (a correction that replaced it is a new, unread result). */
  read: boolean
}

/** GET /store/lab-results: a page of the inbox, with how many results there are and how many of them the caller has not read. */
export type LabResultInboxPage = { lab_results: LabResultInboxItem[]; count: number; unread: number; offset: number; limit: number }
