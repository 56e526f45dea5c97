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
  order_placed: ({ display_id, reference, items, totals, payment, next, link }) => ({
    subject: `Pedido n.º ${display_id} realizado`,
    paragraphs: [
      `Gracias por tu pedido n.º ${display_id}.`,
      ...(reference ? [`Su referencia: ${reference}`] : []), ...items.map((item) => `${item.quantity} × ${item.title}: ${item.total}`),
      ...(totals.includes_tax
        ? [`Subtotal sin IVA: ${totals.subtotal}`, ...(totals.discount ? [`Descuento: −${totals.discount}`] : []), `Envío sin IVA: ${totals.shipping}`, `IVA: ${totals.tax}`, `Total con IVA: ${totals.total}`]
        : [`Subtotal: ${totals.subtotal}`, ...(totals.discount ? [`Descuento: −${totals.discount}`] : []), `Envío: ${totals.shipping}`, `Impuestos: ${totals.tax}`, `Total: ${totals.total}`]),
      "Qué pasa ahora:",
      `Pago: ${payment}${next.card ? ` (${next.card.brand} terminada en ${next.card.last4})` : ""}: enviamos en ${next.ships_within_days} ${next.ships_within_days === 1 ? "día laborable" : "días laborables"}.`,
      "Cada prueba llega como un kit. Tome la muestra según las instrucciones del kit, regístrela en la página del pedido (referencia del paciente y el día en que se tomó) y devuélvala en el sobre incluido. Le escribimos cuando el resultado esté listo.",
    ],
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
  lab_order_update: ({ status, test, display_id, link }) => {
    const told = {
      kit_sent: { subject: `Pedido n.º ${display_id}: tu kit de prueba está en camino`, text: `El kit de prueba de ${test} (pedido n.º ${display_id}) se te ha enviado.` },
      awaiting_samples: { subject: `Pedido n.º ${display_id}: esperamos tus muestras`, text: `Esperamos las muestras de ${test} (pedido n.º ${display_id}). Envíalas como indican las instrucciones del kit.` },
      in_analysis: { subject: `Pedido n.º ${display_id}: tus muestras se están analizando`, text: `Las muestras de ${test} (pedido n.º ${display_id}) han llegado y se están analizando.` },
      canceled: { subject: `Pedido n.º ${display_id}: se ha cancelado un pedido de laboratorio`, text: `El pedido de laboratorio de ${test} (pedido n.º ${display_id}) se ha cancelado. Contáctanos si tienes preguntas.` },
    }[status]
    return { subject: told.subject, paragraphs: [told.text], action: { label: "Ver el pedido", url: link } }
  },
  membership_changed: ({ change, clinic_name, link }) => {
    const told = {
      removed: { subject: `Ya no eres miembro de ${clinic_name}`, text: `Se te ha retirado de ${clinic_name} en Clinic Store. Ya no puedes hacer pedidos para la clínica ni ver sus pedidos.` },
      promoted: { subject: `Ahora eres administrador de ${clinic_name}`, text: `Ahora eres administrador de ${clinic_name} en Clinic Store: puedes invitar a miembros y cambiar los datos de la clínica.` },
      demoted: { subject: `Ahora eres miembro de ${clinic_name}`, text: `Ya no eres administrador de ${clinic_name} en Clinic Store; sigues siendo miembro.` },
      owner: { subject: `Ahora eres el propietario de ${clinic_name}`, text: `Se te ha transferido la propiedad de ${clinic_name} en Clinic Store.` },
    }[change]
    return { subject: told.subject, paragraphs: [told.text], action: { label: "Ir a la tienda", url: link } }
  },
  contact_reply: ({ name, subject, reply }) => ({
    subject: subject ? `Re: ${subject}` : "Nuestra respuesta a tu mensaje a Clinic Store",
    paragraphs: [`Hola, ${name}:`, reply, "Clinic Store"],
  }),
  approval_requested: ({ member, clinic_name, total, limit, link }) => ({
    subject: `${member} pide la aprobación de un pedido de ${total}`,
    paragraphs: [
      `${member} quiere hacer un pedido de ${total} para ${clinic_name}, que supera su ${limit === "per_order" ? "límite por pedido" : "límite mensual"}.`,
      "Apruébalo para hacer el pedido en su nombre, o recházalo con un motivo.",
    ],
    action: { label: "Revisar la solicitud", url: link },
  }),
  approval_decided: ({ decision, clinic_name, total, display_id, reason, link }) =>
    decision === "approved"
      ? { subject: `Tu pedido de ${total} está aprobado`, paragraphs: [`Tu pedido de ${total} para ${clinic_name} fue aprobado y realizado${display_id ? ` como pedido n.º ${display_id}` : ""}.`], action: { label: "Ver el pedido", url: link } }
      : { subject: `Tu pedido de ${total} no fue aprobado`, paragraphs: [`Tu pedido de ${total} para ${clinic_name} no fue aprobado.`, ...(reason ? [`Motivo: ${reason}`] : []), "Tu carrito está abierto de nuevo: cámbialo y vuelve a pedirlo, o contacta con el propietario de la clínica."], action: { label: "Abrir el carrito", url: link } },
  application_received: ({ applicant, email, clinic_name, clinic_type, link }) =>
    clinic_name
      ? { subject: `Nueva solicitud de clínica: ${clinic_name}`, paragraphs: [`${applicant} (${email}) ha registrado ${clinic_name}${clinic_type ? ` (${clinic_type})` : ""} y espera la aprobación.`, "Apruébela o recházela en el back office."], action: { label: "Revisar la solicitud", url: link } }
      : { subject: `Nueva solicitud: ${applicant}`, paragraphs: [`${applicant} (${email}) ha solicitado comprar como particular y espera la aprobación.`, "Apruébela o recházela en el back office."], action: { label: "Revisar la solicitud", url: link } },
  order_edit_requested: ({ display_id, old_total, new_total, difference, link }) => ({
    subject: `Un cambio de tu pedido n.º ${display_id} por confirmar`,
    paragraphs: [
      `Te proponemos un cambio de tu pedido n.º ${display_id}. Ábrelo para ver qué cambia y confírmalo o recházalo.`,
      `Total actual: ${old_total}`, `Total tras el cambio: ${new_total}`, ...(difference ? [`Pagas la diferencia de ${difference} al confirmar.`] : []),
    ],
    action: { label: "Ver el cambio", url: link },
  }),
  return_requested: ({ display_id, items, link }) => ({
    subject: `Pedido n.º ${display_id}: hemos recibido tu solicitud de devolución`,
    paragraphs: [`Hemos recibido tu solicitud de devolver artículos del pedido n.º ${display_id}:`, ...items.map((item) => `${item.quantity} × ${item.title}`), "Envía los artículos como acordamos contigo; te avisaremos cuando lleguen."],
    action: { label: "Ver el pedido", url: link },
  }),
  return_received: ({ display_id, items, refunded, link }) => ({
    subject: `Pedido n.º ${display_id}: hemos recibido los artículos devueltos`,
    paragraphs: [`Los artículos que devolviste del pedido n.º ${display_id} han llegado:`, ...items.map((item) => `${item.quantity} × ${item.title}`), ...(refunded ? [`Reembolsado hasta ahora: ${refunded}`] : [])],
    action: { label: "Ver el pedido", url: link },
  }),
}
