/**
 * Which grammar writes which style, and the grammar as seen at one intensity. A voice is a stack of
 * layers (shared stock first, the voice last); a later layer that defines a production replaces every
 * earlier definition of it. Keys ending in .1-.5 or .low/.mid/.high are read as the bare name at the
 * matching level, so `{curse}` is a Mild Shade curse at 1 and a Nuclear Scroll curse at 5.
 */
import type { BundleWritingStyle } from '../catalog-bundles'
import type {
  ClassicStyle,
  CommissionStyle,
  CursedStyle,
  IntensityLevel,
  LoveStyle,
} from '../catalog-options'
import { elegantVoice, poeticVoice, wittyVoice } from './grammar-classic'
import { classicalVoice } from './grammar-classical'
import { curseGrammar } from './grammar-curses'
import { extrasGrammar } from './grammar-extras'
import { gothicVoice } from './grammar-gothic'
import { divineFuryVoice, hexVoice } from './grammar-hex'
import { insultGrammar } from './grammar-insults'
import { loveCommonGrammar } from './grammar-love-common'
import { courtlyVoice, lovePoeticVoice, romanticVoice } from './grammar-love-courtly'
import { brutalVoice, directVoice, gentleVoice } from './grammar-love-plain'
import { modernTumblrVoice } from './grammar-modern-tumblr'
import { eloquentVoice, savageVoice } from './grammar-oratory'
import { pettyVoice } from './grammar-petty'
import { sagaGrammar } from './grammar-saga'
import { sarcasticVoice } from './grammar-sarcastic'
import { shakespeareanVoice } from './grammar-shakespearean'
import { dramaticVoice, tragicVoice } from './grammar-stage'
import { storyVariables } from './grammar-story'
import { loveStoryGrammar } from './grammar-story-love'
import { rantStoryGrammar } from './grammar-story-rant'
import type { Grammar } from './phrase-grammar'
import type { ScrollKind, ScrollStyle } from './scroll-request'

type RantStyle = ClassicStyle | CursedStyle | CommissionStyle | BundleWritingStyle

const rantVoices = {
  elegant: elegantVoice,
  witty: wittyVoice,
  poetic: poeticVoice,
  petty: pettyVoice,
  shakespearean: shakespeareanVoice,
  gothic: gothicVoice,
  'modern-tumblr': modernTumblrVoice,
  classical: classicalVoice,
  sarcastic: sarcasticVoice,
  cursed: hexVoice,
  dramatic: dramaticVoice,
  tragic: tragicVoice,
  'divine-fury': divineFuryVoice,
  eloquent: eloquentVoice,
  savage: savageVoice,
} as const satisfies Record<RantStyle, Grammar>

const loveVoices = {
  romantic: romanticVoice,
  elegant: courtlyVoice,
  poetic: lovePoeticVoice,
  gentle: gentleVoice,
  direct: directVoice,
  brutal: brutalVoice,
} as const satisfies Record<LoveStyle, Grammar>

// a bundle's love target carries a bundle style; a love style on a rant can only come from a bad row
const loveStyleFor: Record<Exclude<ScrollStyle, LoveStyle>, LoveStyle> = {
  eloquent: 'elegant',
  savage: 'brutal',
  witty: 'direct',
  dramatic: 'romantic',
  petty: 'direct',
  shakespearean: 'poetic',
  gothic: 'romantic',
  'modern-tumblr': 'direct',
  classical: 'elegant',
  sarcastic: 'brutal',
  cursed: 'brutal',
  tragic: 'romantic',
  'divine-fury': 'romantic',
}
const rantStyleFor: Record<Exclude<LoveStyle, RantStyle>, RantStyle> = {
  romantic: 'dramatic',
  gentle: 'elegant',
  direct: 'savage',
  brutal: 'savage',
}

export type Voice = { id: string; kind: ScrollKind; layers: readonly Grammar[] }

const rantStock = [insultGrammar, curseGrammar, sagaGrammar, extrasGrammar, rantStoryGrammar]
const loveStock = [extrasGrammar, loveCommonGrammar, loveStoryGrammar]

function loveStyleOf(style: ScrollStyle): LoveStyle {
  if (Object.hasOwn(loveVoices, style)) return style as LoveStyle
  return Object.hasOwn(loveStyleFor, style) ? loveStyleFor[style as keyof typeof loveStyleFor] : 'romantic'
}

function rantStyleOf(style: ScrollStyle): RantStyle {
  if (Object.hasOwn(rantVoices, style)) return style as RantStyle
  return Object.hasOwn(rantStyleFor, style) ? rantStyleFor[style as keyof typeof rantStyleFor] : 'elegant'
}

export function voiceFor(kind: ScrollKind, style: ScrollStyle): Voice {
  if (kind === 'love') {
    const id = loveStyleOf(style)
    return { id: `love:${id}`, kind, layers: [...loveStock, loveVoices[id]] }
  }
  const id = rantStyleOf(style)
  return { id: `rant:${id}`, kind, layers: [...rantStock, rantVoices[id]] }
}

/** Every voice the engine has, for tests that must reach every production. */
export function allVoices(): Voice[] {
  return [
    ...Object.keys(rantVoices).map((style) => voiceFor('rant', style as ScrollStyle)),
    ...Object.keys(loveVoices).map((style) => voiceFor('love', style as ScrollStyle)),
  ]
}

const LEVELLED = /^(.+)\.([1-5]|low|mid|high)$/
const baseOf = (key: string) => LEVELLED.exec(key)?.[1] ?? key

export function mergeLayers(layers: readonly Grammar[]): Grammar {
  let merged: Record<string, readonly string[]> = {}
  for (const layer of layers) {
    const replaced = new Set(Object.keys(layer).map(baseOf))
    merged = Object.fromEntries(Object.entries(merged).filter(([key]) => !replaced.has(baseOf(key))))
    Object.assign(merged, layer)
  }
  return merged
}

export function bandOf(level: IntensityLevel): 'low' | 'mid' | 'high' {
  if (level <= 2) return 'low'
  return level === 3 ? 'mid' : 'high'
}

function viewAt(merged: Grammar, level: IntensityLevel): Grammar {
  const aliases: Record<string, string[]> = {}
  for (const [key, list] of Object.entries(merged)) {
    const match = LEVELLED.exec(key)
    if (!match?.[1]) continue
    if (match[2] === String(level) || match[2] === bandOf(level)) {
      aliases[match[1]] = [...(aliases[match[1]] ?? []), ...list]
    }
  }
  return { ...merged, ...aliases }
}

const views = new Map<string, Grammar[]>()

/** The voice's grammar at one intensity; built once per voice, then shared (grammars are read-only). */
export function grammarAt(voice: Voice, level: IntensityLevel): Grammar {
  let cached = views.get(voice.id)
  if (!cached) {
    const merged = mergeLayers(voice.layers)
    cached = ([1, 2, 3, 4, 5] as const).map((each) => viewAt(merged, each))
    views.set(voice.id, cached)
  }
  return cached[level - 1] as Grammar
}

/** The `{$name}` values a grammar may use; compose-scroll binds every one of them. */
export const scrollVariables = [
  'target',
  'addressee',
  'grievance',
  'stop',
  'context',
  'context-stop',
  'requests',
  'requests-stop',
  ...storyVariables,
] as const
