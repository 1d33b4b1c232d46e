/**
 * Artwork drawn once per process and reused by every scroll: the parchment sheets and the wax seals.
 * `buildForm` records the drawing on a `Sketch` and deflates it once; `placeForm` writes that stream into
 * a document the first time the document uses it and paints it with one `Do`. This spares each render
 * thousands of pdfkit calls and most of its zlib time.
 */
import type PDFDocument from 'pdfkit'
import { Sketch, type VectorForm } from './sketch'

type Doc = InstanceType<typeof PDFDocument>

/** Draws with `draw` on a fresh sketch and returns the result as a form. */
export function buildForm(
  name: string,
  bbox: readonly [number, number, number, number],
  draw: (sketch: Sketch) => void,
): VectorForm {
  const sketch = new Sketch(bbox)
  draw(sketch)
  return sketch.toForm(name)
}

type Ref = ReturnType<Doc['ref']>
const written = new WeakMap<Doc, Map<VectorForm, Ref>>()

function writeForm(doc: Doc, form: VectorForm): Ref {
  const maskStates = Object.fromEntries(
    form.masks.map((mask) => {
      const group = doc.ref({
        Type: 'XObject',
        Subtype: 'Form',
        FormType: 1,
        BBox: mask.bbox,
        Group: { Type: 'Group', S: 'Transparency', CS: 'DeviceGray' },
        Resources: { Shading: { M: mask.shading } },
      })
      group.end('/M sh')
      return [mask.name, { Type: 'ExtGState', SMask: { Type: 'Mask', S: 'Luminosity', G: group } }]
    }),
  )
  const ref = doc.ref({
    Type: 'XObject',
    Subtype: 'Form',
    FormType: 1,
    BBox: form.bbox,
    Resources: { ExtGState: { ...form.extGStates, ...maskStates }, Shading: form.shadings },
    // already deflated: pdfkit leaves a stream that names its filter as it is
    Filter: 'FlateDecode',
  })
  ref.end(form.content)
  return ref
}

/** Paints `form` on the current page, its origin at (x, y). */
export function placeForm(doc: Doc, form: VectorForm, x = 0, y = 0): void {
  let forms = written.get(doc)
  if (!forms) {
    forms = new Map()
    written.set(doc, forms)
  }
  let ref = forms.get(form)
  if (!ref) {
    ref = writeForm(doc, form)
    forms.set(form, ref)
  }
  doc.page.xobjects[form.name] = ref
  doc.save()
  if (x !== 0 || y !== 0) doc.translate(x, y)
  doc.addContent(`/${form.name} Do`)
  doc.restore()
}
