import type { NotificationService } from "@medusajs/medusa"
import type { StoreMailEventData } from "../services/store-mail"

type Scope = { resolve<T>(name: string): T }

/**
 * Sends one mail through Medusa's notification service with the `store-mail` provider, so it is recorded as a
 * Notification (`event` names what happened, e.g. `clinic_invite.created`; its first part is the Notification's
 * resource type, `data.id` the resource). A copy of the service with its own manager: the shared singleton's
 * transaction state must not mix with a concurrent request's.
 */
export async function sendStoreMail(scope: Scope, event: string, data: StoreMailEventData): Promise<void> {
  const notifications = scope.resolve<NotificationService>("notificationService").withTransaction(scope.resolve("manager"))
  await notifications.send(event, data as unknown as Record<string, unknown>, "store-mail")
}
