import { describe, expect, it } from 'vitest'
import { html, raw } from './html'

describe('html', () => {
  it('escapes every interpolated value', () => {
    const name = `<script>alert("x")</script> & 'friends' {{x}} \`y\``
    expect(html`<p title="${name}">${name}</p>`.value).toBe(
      '<p title="&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;friends&#39; &#123;&#123;x&#125;&#125; &#96;y&#96;">' +
        '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;friends&#39; &#123;&#123;x&#125;&#125; &#96;y&#96;</p>',
    )
  })

  it('nests fragments and lists without escaping them twice', () => {
    const items = ['a<b', 'c&d'].map((item) => html`<li>${item}</li>`)
    expect(html`<ul>${items}</ul>`.value).toBe('<ul><li>a&lt;b</li><li>c&amp;d</li></ul>')
  })

  it('inserts trusted markup only when asked, and leaves out empty values', () => {
    expect(html`${raw('<br>')}${'<br>'}${null}${undefined}${false}${0}`.value).toBe('<br>&lt;br&gt;0')
  })
})
