/**
 * What the calculator pages and the log page share in the browser: the answer follows the form,
 * asked once the person pauses and at once on a press of Calculate, and only the answer to the
 * newest question is shown.
 */

/** What the status line says when no answer comes (a result or errors say themselves, field-errors.ts). */
export const STATUS = {
  unreachable: 'The calculator could not be reached; check the connection and try again.',
  unanswered: 'The calculator could not answer; try again in a moment.',
} as const

export interface LiveFormParts<Q, A> {
  /** How long after the last keystroke the form is asked about. */
  delayMs: number
  /**
   * The question the form holds, or `undefined` when it asks none, having shown why (a required
   * field emptied, its own errors). Either way an answer still on its way no longer fits the form.
   */
  question(submitted: boolean): Q | undefined
  /** The API's answer; rejects when the API cannot be reached. */
  ask(question: Q): Promise<A>
  /** Shows the answer to the form as it stands. */
  show(answer: A, question: Q, submitted: boolean): void
}

export interface LiveForm {
  /** Asks after the person pauses: each call puts the question off again. */
  schedule(): void
  /** Asks now: `submitted` for a press of Calculate, whose errors are also listed in the summary. */
  update(submitted: boolean): Promise<void>
}

/** Asks as the form changes (by `schedule`) and on submit, in place of a page load. */
export function liveForm<Q, A>(form: HTMLFormElement, status: HTMLElement, parts: LiveFormParts<Q, A>): LiveForm {
  let ticket = 0
  let timer: ReturnType<typeof setTimeout> | undefined

  async function update(submitted: boolean): Promise<void> {
    const mine = ++ticket // an answer on its way no longer fits the form
    const question = parts.question(submitted)
    if (question === undefined) return
    let answer: A
    try {
      answer = await parts.ask(question)
    } catch {
      if (mine === ticket) status.textContent = STATUS.unreachable
      return
    }
    if (mine === ticket) parts.show(answer, question, submitted) // otherwise a newer question is on its way
  }

  form.addEventListener('submit', (event) => {
    event.preventDefault()
    clearTimeout(timer)
    void update(true)
  })

  return {
    schedule() {
      clearTimeout(timer)
      timer = setTimeout(() => void update(false), parts.delayMs)
    },
    update,
  }
}
