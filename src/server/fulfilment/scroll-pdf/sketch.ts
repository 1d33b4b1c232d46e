/**
 * Records drawing calls (the subset of pdfkit's API the artwork uses) as compact PDF operators, with the
 * graphics states and shadings they need, ready to become a Form XObject (see vector-form).
 */
import { deflateSync } from 'node:zlib'

type Matrix = readonly [number, number, number, number, number, number]
type Stop = { at: number; color: number[]; opacity: number }

// pdfkit's six decimals only make the file bigger: widths and moves keep a hundredth of a point, path
// points a tenth (a thirtieth of a millimetre, below what a printer or a zoomed-in screen shows on
// parchment and wax), which spares a fifth of the artwork's bytes in every emailed scroll
const num = (n: number) => String(Math.round(n * 100) / 100)
const point = (n: number) => String(Math.round(n * 10) / 10)
const KAPPA = (4 * (Math.SQRT2 - 1)) / 3

function rgb(hex: string): number[] {
  const value = Number.parseInt(hex.replace('#', ''), 16)
  return [value >> 16, (value >> 8) & 0xff, value & 0xff].map((c) => Math.round((c / 255) * 1000) / 1000)
}

export class Gradient {
  readonly stops: Stop[] = []
  constructor(
    readonly type: 'linear' | 'radial',
    readonly coords: readonly number[],
  ) {}

  stop(at: number, color: string, opacity = 1): this {
    this.stops.push({ at, color: rgb(color), opacity })
    return this
  }
}

/** A PDF function through the stops: one interpolation, or several stitched together. */
function stopsFunction(stops: readonly Stop[], value: (stop: Stop) => number[]): object {
  const pieces = stops.slice(1).map((stop, i) => ({
    FunctionType: 2,
    Domain: [0, 1],
    C0: value(stops[i] as Stop),
    C1: value(stop),
    N: 1,
  }))
  if (pieces.length === 1) return pieces[0] as object
  return {
    FunctionType: 3,
    Domain: [0, 1],
    Functions: pieces,
    Bounds: stops.slice(1, -1).map((stop) => stop.at),
    Encode: pieces.flatMap(() => [0, 1]),
  }
}

function shading(gradient: Gradient, space: 'DeviceRGB' | 'DeviceGray', value: (stop: Stop) => number[]) {
  return {
    ShadingType: gradient.type === 'linear' ? 2 : 3,
    ColorSpace: space,
    Coords: gradient.coords.map((n) => Math.round(n * 100) / 100),
    Function: stopsFunction(gradient.stops, value),
    Extend: [true, true],
  }
}

/** A gradient whose stops fade: its alpha is a soft mask, a grey copy of the gradient drawn in a form. */
export type SoftMask = { name: string; shading: object; bbox: readonly number[] }

export class Sketch {
  private readonly ops: string[] = []
  private path: string[] = []
  private readonly opacities = new Map<string, string>()
  private readonly shadings: Record<string, object> = {}
  private readonly masks: SoftMask[] = []

  constructor(readonly bbox: readonly [number, number, number, number]) {}

  save(): this {
    this.frame('q')
    return this
  }
  restore(): this {
    this.frame('Q')
    return this
  }
  transform(...m: Matrix): this {
    // a rotation needs more than hundredths to stay a rotation
    const fine = (n: number) => String(Math.round(n * 1e5) / 1e5)
    this.frame(`${m.slice(0, 4).map(fine).join(' ')} ${num(m[4])} ${num(m[5])} cm`)
    return this
  }
  translate(x: number, y: number): this {
    return this.transform(1, 0, 0, 1, x, y)
  }
  scale(x: number, y = x): this {
    return this.transform(x, 0, 0, y, 0, 0)
  }
  rotate(degrees: number): this {
    const rad = (degrees * Math.PI) / 180
    return this.transform(Math.cos(rad), Math.sin(rad), -Math.sin(rad), Math.cos(rad), 0, 0)
  }
  lineWidth(width: number): this {
    this.ops.push(`${num(width)} w`)
    return this
  }
  /** How the ends of strokes are drawn; `round` also lets `dot` draw dots. */
  lineCap(cap: 'butt' | 'round'): this {
    this.ops.push(cap === 'round' ? '1 J' : '0 J')
    return this
  }
  fillOpacity(opacity: number): this {
    return this.opacity('ca', opacity)
  }
  strokeOpacity(opacity: number): this {
    return this.opacity('CA', opacity)
  }

  moveTo(x: number, y: number): this {
    this.path.push(`${point(x)} ${point(y)} m`)
    return this
  }
  lineTo(x: number, y: number): this {
    this.path.push(`${point(x)} ${point(y)} l`)
    return this
  }
  bezierCurveTo(x1: number, y1: number, x2: number, y2: number, x: number, y: number): this {
    this.path.push(`${[x1, y1, x2, y2, x, y].map(point).join(' ')} c`)
    return this
  }
  // pdfkit draws its quadratic curves with the `v` operator; the artwork was designed with that look
  quadraticCurveTo(cx: number, cy: number, x: number, y: number): this {
    this.path.push(`${[cx, cy, x, y].map(point).join(' ')} v`)
    return this
  }
  closePath(): this {
    this.path.push('h')
    return this
  }
  rect(x: number, y: number, width: number, height: number): this {
    this.path.push(`${[x, y, width, height].map(point).join(' ')} re`)
    return this
  }
  circle(x: number, y: number, radius: number): this {
    return this.ellipse(x, y, radius, radius)
  }
  /**
   * A round dot, painted with `stroke` under round line caps: a stroke of no length as wide as the dot,
   * which PDF draws as a filled circle. Two numbers where a circle of curves takes thirteen.
   */
  dot(x: number, y: number, radius: number): this {
    this.lineWidth(radius * 2)
    this.path.push(`${point(x)} ${point(y)} m ${point(x)} ${point(y)} l`)
    return this
  }
  ellipse(cx: number, cy: number, rx: number, ry = rx): this {
    const [x, y, ox, oy] = [cx - rx, cy - ry, rx * KAPPA, ry * KAPPA]
    const [xe, ye] = [cx + rx, cy + ry]
    this.moveTo(x, cy)
    this.bezierCurveTo(x, cy - oy, cx - ox, y, cx, y)
    this.bezierCurveTo(cx + ox, y, xe, cy - oy, xe, cy)
    this.bezierCurveTo(xe, cy + oy, cx + ox, ye, cx, ye)
    this.bezierCurveTo(cx - ox, ye, x, cy + oy, x, cy)
    return this.closePath()
  }

  linearGradient(x1: number, y1: number, x2: number, y2: number): Gradient {
    return new Gradient('linear', [x1, y1, x2, y2])
  }
  radialGradient(x1: number, y1: number, r1: number, x2: number, y2: number, r2: number): Gradient {
    return new Gradient('radial', [x1, y1, r1, x2, y2, r2])
  }

  fill(paint: string | Gradient): this {
    if (typeof paint === 'string') return this.paint(`${rgb(paint).join(' ')} rg`, 'f')
    const name = `Sh${Object.keys(this.shadings).length + 1}`
    this.shadings[name] = shading(paint, 'DeviceRGB', (stop) => stop.color)
    const ops = ['q']
    // the mask covers the sketch's box where it is set, so a fading gradient is filled untransformed
    if (paint.stops.some((stop) => stop.opacity < 1)) {
      const gs = `Gm${this.masks.length + 1}`
      this.masks.push({
        name: gs,
        shading: shading(paint, 'DeviceGray', (s) => [s.opacity]),
        bbox: this.bbox,
      })
      ops.push(`/${gs} gs`)
    }
    // the path becomes the clip, and the shading paints everything inside it
    ops.push(this.takePath(), 'W n', `/${name} sh`, 'Q')
    this.ops.push(ops.join(' '))
    return this
  }
  stroke(color: string): this {
    return this.paint(`${rgb(color).join(' ')} RG`, 'S')
  }

  /** The recorded drawing as a deflated Form XObject, ready to be placed in any document. */
  toForm(name: string): VectorForm {
    if (this.path.length > 0) throw new Error('Sketch ends with a path that was never painted')
    const content = deflateSync(Buffer.from(this.ops.join('\n'), 'latin1'), { level: 9 })
    const extGStates = Object.fromEntries(
      [...this.opacities].map(([key, gs]) => {
        const [op, value] = key.split(':') as [string, string]
        return [gs, { Type: 'ExtGState', [op]: Number(value) }]
      }),
    )
    return { name, bbox: this.bbox, content, extGStates, shadings: this.shadings, masks: this.masks }
  }

  private opacity(op: 'ca' | 'CA', opacity: number): this {
    const key = `${op}:${Math.round(Math.max(0, Math.min(1, opacity)) * 1000) / 1000}`
    let gs = this.opacities.get(key)
    if (!gs) {
      gs = `Ga${this.opacities.size + 1}`
      this.opacities.set(key, gs)
    }
    this.ops.push(`/${gs} gs`)
    return this
  }

  private paint(color: string, operator: string): this {
    this.ops.push(`${color} ${this.takePath()} ${operator}`)
    return this
  }

  private takePath(): string {
    const path = this.path.join(' ')
    this.path = []
    return path
  }

  // The path waits for its paint, so a line width or opacity set after it still lands before it, as
  // PDF requires. A transformation would move the coordinates that follow, so it must come first.
  private frame(op: string): void {
    if (this.path.length > 0) throw new Error(`'${op}' while a path is being built`)
    this.ops.push(op)
  }
}

export type VectorForm = {
  name: string
  bbox: readonly number[]
  content: Buffer
  extGStates: Record<string, object>
  shadings: Record<string, object>
  masks: readonly SoftMask[]
}
