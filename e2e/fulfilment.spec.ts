import { execFile } from 'node:child_process'
import { expect, test } from '@playwright/test'
import { simpleParser } from 'mailparser'
import { cursedRequest } from '../src/domain/order-request.fixtures'
import { waitForOutboxMail } from './support/outbox'

function pdfText(pdf: Buffer): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = execFile('pdftotext', ['-', '-'], { encoding: 'utf8' }, (error, stdout) =>
      error ? reject(error) : resolve(stdout),
    )
    child.stdin?.end(pdf)
  })
}

test.describe('a paid scroll reaches its recipient', () => {
  test('paid in the browser: the recipient gets the sealed PDF and the customer a receipt; anonymity holds', async ({
    page,
  }) => {
    const stamp = Date.now().toString(36)
    const recipient = `rival-${stamp}@example.test`
    const customer = `hidden-${stamp}@example.test`
    const created = await page.request.post('/api/payments', {
      data: cursedRequest({
        targetName: `Baron Crumbbeard ${stamp}`,
        recipientEmail: recipient,
        customerEmail: customer,
        customerName: 'Hidden Hilda',
        anonymousDelivery: true,
        discountCode: 'ROAST10',
      }),
    })
    expect(created.status()).toBe(201)
    const { url } = (await created.json()) as { url: string }
    await page.goto(new URL(url).pathname)
    await expect(page.getByText('Test payment: no money will be taken')).toBeVisible()
    await page.getByRole('button', { name: 'Pay $32.39' }).click()
    await expect(page).toHaveURL(/\/payment-success\?session_id=/)
    await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible()

    const scroll = await simpleParser(await waitForOutboxMail(new RegExp(`^To: ${recipient}$`, 'm')))
    expect(scroll.subject).toContain(`Baron Crumbbeard ${stamp}`)
    const raw = `${scroll.html} ${scroll.text} ${scroll.replyTo?.text ?? ''}`
    expect(raw).not.toContain('Hidden Hilda')
    expect(raw).not.toContain(customer)
    const pdf = scroll.attachments.find((a) => a.contentType === 'application/pdf')
    expect(pdf).toBeDefined()
    const text = (await pdfText(pdf?.content as Buffer)).replace(/\s+/g, ' ')
    expect(text).toContain(`Baron Crumbbeard ${stamp}`)
    expect(text).not.toContain('Hidden Hilda')

    const receipt = await simpleParser(await waitForOutboxMail(new RegExp(`^To: ${customer}$`, 'm')))
    expect(receipt.text).toContain('$32.39')
  })
})
