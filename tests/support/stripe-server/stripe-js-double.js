/*
 * Stripe.js test double, served by the test Stripe-compatible server (./server.ts) at /v3/stripe.js and loaded by a
 * storefront built with VITE_STRIPE_JS_URL pointing at it (loopback only; production uses Stripe's own script).
 * It offers what the storefront's card services call: Stripe(publishableKey).elements().create("card") with mount,
 * on("ready" | "change"), destroy; confirmCardPayment(clientSecret, { payment_method: { card } }, { handleActions });
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

  function Stripe(publishableKey) {
    if (!/^pk_test_/.test(String(publishableKey))) throw new Error("The Stripe.js test double takes a pk_test_ key")

    function intentResult(res) {
      if (res.status !== 200) return { error: res.body.error }
      return { paymentIntent: res.body }
    }

    function handleNextAction(options) {
      var secret = options.clientSecret
      var id = intentIdOf(secret)
      return call(publishableKey, "GET", "/v1/payment_intents/" + id + "?client_secret=" + encodeURIComponent(secret)).then(function (res) {
        if (res.status !== 200) return { error: res.body.error }
        if (res.body.status !== "requires_action") return { error: { type: "invalid_request_error", message: "This PaymentIntent has no action to handle." } }
        return challenge().then(function (outcome) {
          return call(publishableKey, "POST", "/v1/payment_intents/" + id + "/authenticate", { client_secret: secret, outcome: outcome }).then(function (done) {
            if (done.status !== 200) return { error: done.body.error }
            if (done.body.status === "requires_payment_method") return { error: done.body.last_payment_error }
            return { paymentIntent: done.body }
          })
        })
      })
    }

    return {
      elements: function () {
        var created = null
        return {
          create: function () {
            created = new CardElement()
            return created
          },
          getElement: function () {
            return created
          },
        }
      },
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
