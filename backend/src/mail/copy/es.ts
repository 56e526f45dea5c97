import type { MailCatalogue } from "../kinds"

/** The store's mails in Spanish. */
export const es: MailCatalogue = {
  email_code: ({ code }) => ({
    subject: "Tu código de verificación de Clinic Store",
    paragraphs: ["Introduce este código en la tienda para confirmar tu dirección de correo. Es válido durante 15 minutos.", "Si no te has registrado, ignora este correo."],
    code,
  }),
  password_reset: ({ link }) => ({
    subject: "Restablece tu contraseña de Clinic Store",
    paragraphs: ["Alguien ha pedido restablecer la contraseña de tu cuenta de Clinic Store. El enlace funciona una sola vez, durante una hora.", "Si no fuiste tú, ignora este correo: tu contraseña no cambia."],
    action: { label: "Elegir una contraseña nueva", url: link },
  }),
  invite: ({ clinic_name, inviter, link }) => ({
    subject: `${inviter} te ha invitado a ${clinic_name} en Clinic Store`,
    paragraphs: [`${inviter} te ha invitado a unirte a ${clinic_name} en Clinic Store. Inicia sesión, o crea una cuenta con esta dirección de correo, para aceptar o rechazar la invitación.`],
    action: { label: "Abrir la invitación", url: link },
  }),
  application_decision: ({ decision, clinic_name, reason, link }) => {
    const who = clinic_name ? `La solicitud de ${clinic_name}` : "Tu solicitud"
    return decision === "approved"
      ? { subject: "Tu solicitud en Clinic Store ha sido aprobada", paragraphs: [`${who} ha sido aprobada. Ya puedes hacer pedidos en la tienda.`, ...(reason ? [`Nota: ${reason}`] : [])], action: { label: "Ir a la tienda", url: link } }
      : { subject: "Tu solicitud en Clinic Store no ha sido aprobada", paragraphs: [`${who} no ha sido aprobada.`, ...(reason ? [`Motivo: ${reason}`] : []), `Contáctanos si tienes preguntas.`], action: { label: "Ir a la tienda", url: link } }
  },
  order_placed: ({ display_id, items, total, link }) => ({
    subject: `Pedido n.º ${display_id} realizado`,
    paragraphs: [`Gracias por tu pedido n.º ${display_id}.`, ...items.map((item) => `${item.quantity} × ${item.title}: ${item.total}`), `Total: ${total}`],
    action: { label: "Ver el pedido", url: link },
  }),
  results_ready: ({ display_id, link }) => ({
    subject: `Hay resultados del pedido n.º ${display_id}`,
    paragraphs: [`Un resultado de laboratorio de tu pedido n.º ${display_id} está listo. Inicia sesión en la tienda para leerlo.`],
    action: { label: "Iniciar sesión para verlo", url: link },
  }),
  results_corrected: ({ display_id, link }) => ({
    subject: `Se ha corregido un resultado del pedido n.º ${display_id}`,
    paragraphs: [`El laboratorio ha corregido un resultado de tu pedido n.º ${display_id}: el archivo anterior se ha sustituido. Inicia sesión en la tienda para leer el resultado corregido.`],
    action: { label: "Iniciar sesión para verlo", url: link },
  }),
}
