import { describe, expect, it } from 'vitest'
import { customerCopyEmail } from './scroll-copy-to-customer'

describe('customerCopyEmail', () => {
  it('sends the customer their own scroll to deliver, naming its target', () => {
    const email = customerCopyEmail({
      reference: '6F1C2A4E',
      productName: 'Classic Scroll',
      targetName: 'Lady Agatha {{Crumb}}',
      customerName: 'Margery Quill',
      orderPage: { url: 'https://shop.example/order/T.S', lastDay: new Date('2026-06-12T00:00:00Z') },
    })
    expect(email.subject).toBe('Thy scroll for Lady Agatha {{Crumb}} is sealed')
    expect(email.text).toContain('Hail, Margery Quill!')
    expect(email.text).toContain(
      'no address for Lady Agatha {{Crumb}}, so the sealed Classic Scroll comes to thee',
    )
    expect(email.html).toContain('Lady Agatha &#123;&#123;Crumb&#125;&#125;')
    expect(email.text).toContain('Scroll #6F1C2A4E. Thy receipt follows in a letter of its own.')
    expect(email.text).toContain('See thy scroll as it was sent:\nhttps://shop.example/order/T.S')
    expect(email.text).toContain('This private link works until the end of 12 Jun 2026.')
  })
})
