/*
 * Stripe.js test double, served by the test Stripe-compatible server (./server.ts) at /v3/stripe.js and loaded by a
 * storefront built with VITE_STRIPE_JS_URL pointing at it (loopback only; production uses Stripe's own script).
 * It offers what the storefront's payment services and @stripe/react-stripe-js call: Stripe(publishableKey, { locale })
 * (the locale translates card errors, as Stripe.js does); elements({ clientSecret, locale, appearance }) with
 * create("payment") — the Payment Element: tabs for a card (three labelled fields in the locale's words), Google Pay
 * (a wallet whose payment sheet confirms with a wallet card) and MobilePay when the intent's payment_method_types
 * allow it — with mount, on("ready" | "change") (`complete`, `empty`, `value.type`), update, destroy; submit();
 * update({ locale }); confirmPayment({ elements, confirmParams: { return_url }, redirect: "if_required" }), which
 * runs 3-D Secure in the page and sends MobilePay to its approval page (a redirect, back to the return URL);
 * the legacy create("card") with confirmCardPayment(clientSecret, { payment_method: { card } }, { handleActions });
 * retrievePaymentIntent(clientSecret); handleNextAction({ clientSecret }) and handleCardAction(clientSecret), which show a 3-D Secure challenge like
 * Stripe's test page ("Complete authentication" / "Fail authentication"). Every call goes to the server this script
 * came from, with the publishable key, exactly as Stripe.js calls api.stripe.com: card details become a payment
 * method, the intent is confirmed with it, and the server decides (declines, 3-D Secure) from Stripe's test cards.
 */
;(function () {
  "use strict"
  var apiBase = new URL(document.currentScript.src).origin

  function call(key, method, path, form) {
    var init = { method: method, headers: { authorization: "Bearer " + key } }
    if (form) {
      init.headers["content-type"] = "application/x-www-form-urlencoded"
      init.body = new URLSearchParams(form).toString()
    }
    return fetch(apiBase + path, init).then(function (res) {
      return res.json().then(function (body) {
        return { status: res.status, body: body }
      })
    })
  }

  function intentIdOf(clientSecret) {
    return String(clientSecret).split("_secret_")[0]
  }

  var fieldCount = 0

  /** The words of the double's elements, in the locales the store speaks (Stripe.js's own, where it has them). */
  var WORDS = {
    en: { card: "Card", number: "Card number", expiry: "Expiry date", cvc: "Security code", methods: "Payment method", wallet: "Google Pay opens when you pay.", mobilepay: "You approve the payment in MobilePay.", pay: "Pay", cancel: "Cancel", incomplete: "Your card number is incomplete." },
    da: { card: "Kort", number: "Kortnummer", expiry: "Udløbsdato", cvc: "Sikkerhedskode", methods: "Betalingsmetode", wallet: "Google Pay åbner, når du betaler.", mobilepay: "Du godkender betalingen i MobilePay.", pay: "Betal", cancel: "Annuller", incomplete: "Dit kortnummer er ufuldstændigt." },
    es: { card: "Tarjeta", number: "Número de tarjeta", expiry: "Fecha de caducidad", cvc: "Código de seguridad", methods: "Método de pago", wallet: "Google Pay se abre al pagar.", mobilepay: "Apruebas el pago en MobilePay.", pay: "Pagar", cancel: "Cancelar", incomplete: "El número de tu tarjeta está incompleto." },
  }

  /** Card errors as Stripe.js words them in a locale (by decline code, then code); English is the API's own text. */
  var ERRORS = {
    da: {
      card_declined: "Dit kort blev afvist.",
      generic_decline: "Dit kort blev afvist.",
      insufficient_funds: "Der er ikke dækning på dit kort.",
      expired_card: "Dit kort er udløbet.",
      incorrect_number: "Dit kortnummer er forkert.",
      invalid_expiry_year: "Dit korts udløbsår er ugyldigt.",
      payment_intent_authentication_failure: "Vi kan ikke godkende din betalingsmetode. Vælg en anden betalingsmetode, og prøv igen.",
      payment_intent_payment_attempt_failed: "Betalingen mislykkedes. Betalingen blev ikke godkendt i MobilePay.",
    },
    es: {
      card_declined: "Se ha rechazado tu tarjeta.",
      generic_decline: "Se ha rechazado tu tarjeta.",
      insufficient_funds: "Tu tarjeta no tiene fondos suficientes.",
      expired_card: "Tu tarjeta ha caducado.",
      incorrect_number: "El número de tu tarjeta es incorrecto.",
      invalid_expiry_year: "El año de caducidad de tu tarjeta no es válido.",
      payment_intent_authentication_failure: "No podemos autenticar tu método de pago. Elige otro método de pago e inténtalo de nuevo.",
      payment_intent_payment_attempt_failed: "El pago ha fallado. No se aprobó el pago en MobilePay.",
    },
  }

  function wordsOf(locale) {
    var language = String(locale || "en").toLowerCase().split("-")[0]
    return WORDS[language] || WORDS.en
  }

  function localisedError(error, locale) {
    if (!error) return error
    var table = ERRORS[String(locale || "en").toLowerCase().split("-")[0]]
    var message = table && (table[error.decline_code] || table[error.code])
    return message ? Object.assign({}, error, { message: message }) : error
  }

  function cardValues(inputs) {
    var expiry = (inputs.expiry.value || "").split("/").map(function (part) {
      return part.trim()
    })
    return {
      number: (inputs.number.value || "").replace(/\s+/g, ""),
      exp_month: Number(expiry[0] || 0),
      exp_year: Number(expiry[1] || 0),
      cvc: (inputs.cvc.value || "").trim(),
    }
  }

  function cardComplete(values) {
    return values.number.length >= 15 && values.exp_month > 0 && values.cvc.length >= 3
  }

  /** Listeners as Stripe's elements take them: on/off, and emit to whoever listens now. */
  function listenable(target) {
    target.listeners = {}
    target.on = function (event, handler) {
      ;(target.listeners[event] = target.listeners[event] || []).push(handler)
      return target
    }
    target.off = function (event, handler) {
      target.listeners[event] = (target.listeners[event] || []).filter(function (h) {
        return h !== handler
      })
      return target
    }
    target.emit = function (event, payload) {
      ;(target.listeners[event] || []).slice().forEach(function (handler) {
        handler(payload)
      })
    }
    return target
  }

  /**
   * The Payment Element: the methods the intent allows as tabs (a card, Google Pay when cards are allowed and
   * `wallets.googlePay` is not "never", MobilePay when the intent lists it); the card's fields in the group's
   * locale. Ready once the intent is read (Stripe's element reads it too); every change says whether the chosen
   * method is complete and which it is.
   */
  function PaymentElement(group, options) {
    listenable(this)
    this.group = group
    this.options = options || {}
    this.root = null
    this.inputs = null
    this.types = ["card"]
    this.selected = "card"
  }
  PaymentElement.prototype.methods = function () {
    var list = []
    var wallets = this.options.wallets || {}
    if (this.types.indexOf("card") >= 0) {
      list.push("card")
      if (wallets.googlePay !== "never") list.push("google_pay")
    }
    if (this.types.indexOf("mobilepay") >= 0) list.push("mobilepay")
    return list
  }
  PaymentElement.prototype.state = function () {
    if (this.selected === "card") {
      var values = cardValues(this.inputs)
      return { complete: cardComplete(values), empty: !values.number && !values.cvc && !this.inputs.expiry.value }
    }
    return { complete: true, empty: false }
  }
  PaymentElement.prototype.changed = function () {
    var state = this.state()
    this.emit("change", { elementType: "payment", collapsed: false, complete: state.complete, empty: state.empty, value: { type: this.selected } })
  }
  PaymentElement.prototype.render = function () {
    var words = wordsOf(this.group.options.locale)
    var kept = this.inputs ? { number: this.inputs.number.value, expiry: this.inputs.expiry.value, cvc: this.inputs.cvc.value } : { number: "", expiry: "", cvc: "" }
    var root = this.root
    root.textContent = ""
    var tabs = document.createElement("div")
    tabs.setAttribute("role", "radiogroup")
    tabs.setAttribute("aria-label", words.methods)
    tabs.style.cssText = "display:flex;flex-wrap:wrap;gap:.5rem"
    var names = { card: words.card, google_pay: "Google Pay", mobilepay: "MobilePay" }
    this.methods().forEach((type) => {
      var tab = document.createElement("button")
      tab.type = "button"
      tab.setAttribute("role", "radio")
      tab.setAttribute("aria-checked", String(type === this.selected))
      tab.textContent = names[type]
      tab.addEventListener("click", () => {
        if (this.selected === type) return
        this.selected = type
        this.render()
        this.changed()
      })
      tabs.appendChild(tab)
    })
    root.appendChild(tabs)
    var panel = document.createElement("div")
    panel.style.cssText = "display:grid;gap:.5rem"
    this.inputs = { number: document.createElement("input"), expiry: document.createElement("input"), cvc: document.createElement("input") }
    ;[
      ["number", words.number, "cc-number", "1234 1234 1234 1234"],
      ["expiry", words.expiry, "cc-exp", "MM / YY"],
      ["cvc", words.cvc, "cc-csc", "CVC"],
    ].forEach((field) => {
      var input = this.inputs[field[0]]
      input.value = kept[field[0]]
      if (this.selected !== "card") return
      var id = "stripe-double-" + field[0] + "-" + ++fieldCount
      var label = document.createElement("label")
      label.htmlFor = id
      label.textContent = field[1]
      input.id = id
      input.autocomplete = field[2]
      input.placeholder = field[3]
      input.inputMode = "numeric"
      input.addEventListener("input", () => {
        this.changed()
      })
      panel.appendChild(label)
      panel.appendChild(input)
    })
    if (this.selected !== "card") {
      var note = document.createElement("p")
      note.textContent = this.selected === "mobilepay" ? words.mobilepay : words.wallet
      panel.appendChild(note)
    }
    root.appendChild(panel)
  }
  PaymentElement.prototype.mount = function (target) {
    var container = typeof target === "string" ? document.querySelector(target) : target
    if (!container) throw new Error("The payment element's container was not found")
    this.root = document.createElement("div")
    this.root.className = "stripe-double-payment"
    this.root.style.cssText = "display:grid;gap:.75rem"
    container.appendChild(this.root)
    this.group.readIntent().then((intent) => {
      if (!this.root) return
      if (intent && intent.payment_method_types) this.types = intent.payment_method_types
      if (this.methods().indexOf(this.selected) < 0) this.selected = this.methods()[0]
      this.render()
      this.emit("ready", { elementType: "payment" })
    })
  }
  PaymentElement.prototype.update = function (options) {
    this.options = Object.assign({}, this.options, options)
    if (this.root && this.inputs) this.render()
  }
  PaymentElement.prototype.unmount = function () {
    if (this.root && this.root.parentNode) this.root.parentNode.removeChild(this.root)
    this.root = null
  }
  PaymentElement.prototype.destroy = function () {
    this.unmount()
    if (this.group.payment === this) this.group.payment = null
  }
  PaymentElement.prototype.focus = function () {
    if (this.inputs && this.inputs.number) this.inputs.number.focus()
  }
  PaymentElement.prototype.collapse = function () {}
  PaymentElement.prototype.clear = function () {
    if (!this.inputs) return
    this.inputs.number.value = this.inputs.expiry.value = this.inputs.cvc.value = ""
    this.changed()
  }

  /** A card element: three labelled inputs in the container (Stripe mounts an iframe; the double plain inputs). */
  function CardElement() {
    this.listeners = {}
    this.root = null
    this.inputs = {}
  }
  CardElement.prototype.on = function (event, handler) {
    ;(this.listeners[event] = this.listeners[event] || []).push(handler)
    return this
  }
  CardElement.prototype.off = function (event, handler) {
    this.listeners[event] = (this.listeners[event] || []).filter(function (h) {
      return h !== handler
    })
    return this
  }
  CardElement.prototype.emit = function (event, payload) {
    ;(this.listeners[event] || []).forEach(function (handler) {
      handler(payload)
    })
  }
  CardElement.prototype.mount = function (target) {
    var container = typeof target === "string" ? document.querySelector(target) : target
    if (!container) throw new Error("The card element's container was not found")
    var root = document.createElement("div")
    root.className = "stripe-double-card"
    root.style.display = "grid"
    root.style.gap = "0.5rem"
    var fields = [
      ["number", "Card number", "cc-number", "1234 1234 1234 1234"],
      ["expiry", "Expiry date", "cc-exp", "MM / YY"],
      ["cvc", "Security code", "cc-csc", "CVC"],
    ]
    fields.forEach((field) => {
      var id = "stripe-double-" + field[0] + "-" + ++fieldCount
      var label = document.createElement("label")
      label.htmlFor = id
      label.textContent = field[1]
      var input = document.createElement("input")
      input.id = id
      input.autocomplete = field[2]
      input.placeholder = field[3]
      input.inputMode = "numeric"
      input.addEventListener("input", () => {
        var values = this.values()
        this.emit("change", { elementType: "card", empty: !values.number, complete: values.number.length >= 15 && values.exp_month > 0 && values.cvc.length >= 3 })
      })
      this.inputs[field[0]] = input
      root.appendChild(label)
      root.appendChild(input)
    })
    container.appendChild(root)
    this.root = root
    setTimeout(() => this.emit("ready", this), 0)
  }
  CardElement.prototype.values = function () {
    var expiry = (this.inputs.expiry.value || "").split("/").map(function (part) {
      return part.trim()
    })
    return {
      number: (this.inputs.number.value || "").replace(/\s+/g, ""),
      exp_month: Number(expiry[0] || 0),
      exp_year: Number(expiry[1] || 0),
      cvc: (this.inputs.cvc.value || "").trim(),
    }
  }
  CardElement.prototype.unmount = function () {
    if (this.root && this.root.parentNode) this.root.parentNode.removeChild(this.root)
    this.root = null
  }
  CardElement.prototype.destroy = CardElement.prototype.unmount
  CardElement.prototype.focus = function () {
    if (this.inputs.number) this.inputs.number.focus()
  }

  /** The issuer's 3-D Secure challenge: a modal dialog; resolves with "authenticate" or "fail". */
  function challenge() {
    return new Promise(function (resolve) {
      var backdrop = document.createElement("div")
      backdrop.style.cssText = "position:fixed;inset:0;background:rgba(0,0,0,.4);display:flex;align-items:center;justify-content:center;z-index:10000"
      var dialog = document.createElement("div")
      dialog.setAttribute("role", "dialog")
      dialog.setAttribute("aria-modal", "true")
      dialog.setAttribute("aria-labelledby", "stripe-double-3ds-title")
      dialog.style.cssText = "background:#fff;color:#111;padding:1.5rem;border-radius:8px;max-width:22rem;display:grid;gap:.75rem"
      var title = document.createElement("h2")
      title.id = "stripe-double-3ds-title"
      title.textContent = "3D Secure test payment"
      var text = document.createElement("p")
      text.textContent = "Your bank asks you to confirm this payment."
      dialog.appendChild(title)
      dialog.appendChild(text)
      ;[
        ["Complete authentication", "authenticate"],
        ["Fail authentication", "fail"],
      ].forEach(function (choice) {
        var button = document.createElement("button")
        button.type = "button"
        button.textContent = choice[0]
        button.addEventListener("click", function () {
          document.body.removeChild(backdrop)
          resolve(choice[1])
        })
        dialog.appendChild(button)
      })
      backdrop.appendChild(dialog)
      document.body.appendChild(backdrop)
      dialog.querySelector("button").focus()
    })
  }

  /** A wallet's payment sheet (Google Pay): "Pay" resolves true, "Cancel" false. */
  function walletSheet(words, amountText) {
    return new Promise(function (resolve) {
      var backdrop = document.createElement("div")
      backdrop.style.cssText = "position:fixed;inset:0;background:rgba(0,0,0,.4);display:flex;align-items:flex-end;justify-content:center;z-index:10000"
      var sheet = document.createElement("div")
      sheet.setAttribute("role", "dialog")
      sheet.setAttribute("aria-modal", "true")
      sheet.setAttribute("aria-labelledby", "stripe-double-wallet-title")
      sheet.style.cssText = "background:#fff;color:#111;padding:1.5rem;border-radius:8px 8px 0 0;width:min(100%,24rem);display:grid;gap:.75rem"
      var title = document.createElement("h2")
      title.id = "stripe-double-wallet-title"
      title.textContent = "Google Pay"
      var text = document.createElement("p")
      text.textContent = "Visa •••• 4242 " + amountText
      sheet.appendChild(title)
      sheet.appendChild(text)
      ;[
        [words.pay, true],
        [words.cancel, false],
      ].forEach(function (choice) {
        var button = document.createElement("button")
        button.type = "button"
        button.textContent = choice[0]
        button.addEventListener("click", function () {
          document.body.removeChild(backdrop)
          resolve(choice[1])
        })
        sheet.appendChild(button)
      })
      backdrop.appendChild(sheet)
      document.body.appendChild(backdrop)
      sheet.querySelector("button").focus()
    })
  }

  function Stripe(publishableKey, stripeOptions) {
    if (!/^pk_test_/.test(String(publishableKey))) throw new Error("The Stripe.js test double takes a pk_test_ key")
    var stripeLocale = (stripeOptions && stripeOptions.locale) || "en"

    function intentResult(res) {
      if (res.status !== 200) return { error: localisedError(res.body.error, stripeLocale) }
      return { paymentIntent: res.body }
    }

    /** Elements for one intent (its client secret), in a locale; `payment` is the Payment Element created in it. */
    function Elements(options) {
      this.options = Object.assign({}, options || {})
      this.payment = null
      this.card = null
      this.intent = null
    }
    Elements.prototype.readIntent = function () {
      var secret = this.options.clientSecret
      if (!secret) return Promise.resolve(null)
      if (!this.intent) {
        this.intent = call(publishableKey, "GET", "/v1/payment_intents/" + intentIdOf(secret) + "?client_secret=" + encodeURIComponent(secret)).then(function (res) {
          return res.status === 200 ? res.body : null
        })
      }
      return this.intent
    }
    Elements.prototype.create = function (type, options) {
      if (type === "payment") {
        if (!this.options.clientSecret) throw new Error("The Payment Element needs elements({ clientSecret }) in this double")
        this.payment = new PaymentElement(this, options)
        return this.payment
      }
      if (type === "card") {
        this.card = new CardElement()
        return this.card
      }
      throw new Error("The Stripe.js test double has no " + type + " element")
    }
    Elements.prototype.getElement = function (type) {
      return type === "payment" ? this.payment : this.card
    }
    Elements.prototype.update = function (options) {
      Object.assign(this.options, options || {})
      if (this.payment && this.payment.root && this.payment.inputs) this.payment.render()
    }
    Elements.prototype.fetchUpdates = function () {
      this.intent = null
      return Promise.resolve({})
    }
    /** Checks the chosen method's details before a confirmation, as Stripe's elements.submit() does. */
    Elements.prototype.submit = function () {
      var element = this.payment
      if (!element || !element.inputs) return Promise.resolve({ error: { type: "validation_error", message: "The Payment Element is not mounted." } })
      if (element.state().complete) return Promise.resolve({})
      return Promise.resolve({ error: { type: "validation_error", code: "incomplete_number", message: wordsOf(this.options.locale).incomplete } })
    }

    /** Follows a redirect next action (MobilePay's approval page) as Stripe.js does: the page leaves. */
    function redirectTo(url) {
      window.location.assign(url)
      return new Promise(function () {})
    }

    function confirmWith(clientSecret, form, redirect) {
      var id = intentIdOf(clientSecret)
      form.client_secret = clientSecret
      return call(publishableKey, "POST", "/v1/payment_intents/" + id + "/confirm", form).then(function (res) {
        var result = intentResult(res)
        var intent = result.paymentIntent
        if (intent && intent.status === "requires_action") {
          if (intent.next_action && intent.next_action.type === "redirect_to_url") return redirectTo(intent.next_action.redirect_to_url.url)
          return handleNextAction({ clientSecret: clientSecret })
        }
        if (intent && redirect === "always" && form.return_url) return redirectTo(form.return_url)
        return result
      })
    }

    /**
     * stripe.confirmPayment with the Payment Element: the chosen method becomes a payment method (a typed card, the
     * wallet's card once its sheet says Pay) or its data (MobilePay), the intent is confirmed, 3-D Secure runs in
     * the page and a redirect method leaves for its page. A decline answers Stripe's error in the Stripe locale.
     */
    function confirmPayment(params) {
      var elements = params && params.elements
      var element = elements && elements.payment
      var confirmParams = (params && params.confirmParams) || {}
      var redirect = (params && params.redirect) || "always"
      if (!element) return Promise.resolve({ error: { type: "validation_error", message: "confirmPayment needs the elements its Payment Element was created in." } })
      var clientSecret = params.clientSecret || elements.options.clientSecret
      var form = {}
      if (confirmParams.return_url) form.return_url = confirmParams.return_url
      if (redirect !== "if_required" && !confirmParams.return_url) return Promise.reject(new Error("IntegrationError: confirmParams.return_url is required unless redirect is if_required."))
      if (element.selected === "mobilepay") {
        if (!confirmParams.return_url) return Promise.resolve({ error: { type: "invalid_request_error", message: "MobilePay needs confirmParams.return_url." } })
        form["payment_method_data[type]"] = "mobilepay"
        return confirmWith(clientSecret, form, redirect)
      }
      if (element.selected === "google_pay") {
        return elements.readIntent().then(function (intent) {
          var amount = intent ? (intent.amount / 100).toFixed(2) + " " + intent.currency.toUpperCase() : ""
          return walletSheet(wordsOf(elements.options.locale), amount).then(function (paid) {
            if (!paid) return { error: { type: "validation_error", code: "payment_cancelled", message: "The payment sheet was closed." } }
            return call(publishableKey, "POST", "/v1/wallets/google_pay/payment_methods", {}).then(function (method) {
              if (method.status !== 200) return { error: localisedError(method.body.error, stripeLocale) }
              form.payment_method = method.body.id
              return confirmWith(clientSecret, form, redirect)
            })
          })
        })
      }
      var values = cardValues(element.inputs)
      return call(publishableKey, "POST", "/v1/payment_methods", {
        type: "card",
        "card[number]": values.number,
        "card[exp_month]": String(values.exp_month),
        "card[exp_year]": String(values.exp_year),
        "card[cvc]": values.cvc,
      }).then(function (method) {
        if (method.status !== 200) return { error: localisedError(method.body.error, stripeLocale) }
        form.payment_method = method.body.id
        return confirmWith(clientSecret, form, redirect)
      })
    }

    function handleNextAction(options) {
      var secret = options.clientSecret
      var id = intentIdOf(secret)
      return call(publishableKey, "GET", "/v1/payment_intents/" + id + "?client_secret=" + encodeURIComponent(secret)).then(function (res) {
        if (res.status !== 200) return { error: localisedError(res.body.error, stripeLocale) }
        if (res.body.status !== "requires_action") return { error: { type: "invalid_request_error", message: "This PaymentIntent has no action to handle." } }
        var next = res.body.next_action
        if (next && next.type === "redirect_to_url") return redirectTo(next.redirect_to_url.url)
        return challenge().then(function (outcome) {
          return call(publishableKey, "POST", "/v1/payment_intents/" + id + "/authenticate", { client_secret: secret, outcome: outcome }).then(function (done) {
            if (done.status !== 200) return { error: localisedError(done.body.error, stripeLocale) }
            if (done.body.status === "requires_payment_method") return { error: localisedError(done.body.last_payment_error, stripeLocale) }
            return { paymentIntent: done.body }
          })
        })
      })
    }

    return {
      elements: function (options) {
        return new Elements(options)
      },
      confirmPayment: confirmPayment,
      // What @stripe/react-stripe-js checks a Stripe object by (createToken is not served by this double).
      createToken: function () {
        return Promise.resolve({ error: { type: "invalid_request_error", message: "The Stripe.js test double makes no tokens." } })
      },
      createPaymentMethod: function () {
        return Promise.resolve({ error: { type: "invalid_request_error", message: "The Stripe.js test double makes payment methods through confirmPayment." } })
      },
      registerAppInfo: function () {},
      _registerWrapper: function () {},
      confirmCardPayment: function (clientSecret, data, options) {
        var card = data && data.payment_method && data.payment_method.card
        if (!(card instanceof CardElement)) return Promise.resolve({ error: { type: "validation_error", message: "No card element was given." } })
        var values = card.values()
        return call(publishableKey, "POST", "/v1/payment_methods", {
          type: "card",
          "card[number]": values.number,
          "card[exp_month]": String(values.exp_month),
          "card[exp_year]": String(values.exp_year),
          "card[cvc]": values.cvc,
        }).then(function (method) {
          if (method.status !== 200) return { error: method.body.error }
          var id = intentIdOf(clientSecret)
          return call(publishableKey, "POST", "/v1/payment_intents/" + id + "/confirm", { client_secret: clientSecret, payment_method: method.body.id }).then(function (res) {
            var result = intentResult(res)
            if (result.paymentIntent && result.paymentIntent.status === "requires_action" && !(options && options.handleActions === false)) {
              return handleNextAction({ clientSecret: clientSecret })
            }
            return result
          })
        })
      },
      handleNextAction: handleNextAction,
      retrievePaymentIntent: function (clientSecret) {
        var id = intentIdOf(clientSecret)
        return call(publishableKey, "GET", "/v1/payment_intents/" + id + "?client_secret=" + encodeURIComponent(clientSecret)).then(intentResult)
      },
      handleCardAction: function (clientSecret) {
        return handleNextAction({ clientSecret: clientSecret })
      },
    }
  }

  window.Stripe = Stripe
})()
