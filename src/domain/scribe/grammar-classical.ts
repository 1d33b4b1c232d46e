/**
 * The classical voice of the Cursed Scroll: an oration after Cicero, with Latin tags (translated, for the
 * groundlings) and Greek myths that turn out, on inspection, to have been about the target all along.
 */
import { alts, type Grammar } from './phrase-grammar'

export const classicalVoice: Grammar = {
  title: alts(`
    {cl-title-head} {cl-title-tail}
    {cl-title-head}, {cl-title-seal}
    {cl-title-line}
  `),
  'cl-title-head.low': alts(`
    An Epistle
    A Brief Oration
    A Letter
    A Modest Admonition
    A Gentle Exhortation
    A Short Discourse
  `),
  'cl-title-tail.low': alts(`
    in the Classical Manner
    in the Manner of Seneca
    on Small Matters
    After the Fashion of Pliny
    to a Wayward Citizen
  `),
  'cl-title-seal.low': alts(
    'Briefly Put\nTranslated for the Groundlings\nBorne Stoically\nWritten on Wax Tablets',
  ),
  'cl-title-line.low': alts('De Rebus Minoribus: On Small Matters'),
  'cl-title-head.mid': alts(`
    An Oration
    A Censure
    A Senatorial Speech
    A Formal Indictment
    A Reproof
    A Solemn Remonstrance
  `),
  'cl-title-tail.mid': alts(`
    in the Manner of Cicero
    Against Thy Conduct
    Delivered in the Forum
    for the Senate and the People
    Entered into the Record
  `),
  'cl-title-seal.mid': alts('Res Ipsa Loquitur\nCarved in Marble\nRead Aloud at Noon\nSeconded by Cato'),
  'cl-title-line.mid': alts('In Re: Thee'),
  'cl-title-head.high': alts(`
    A Philippic
    A Denunciation
    A Catilinarian Oration
    A Thunderous Censure
    The Senate's Verdict
    A Grave Oration
  `),
  'cl-title-tail.high': alts(`
    Against Thee
    After Cicero, but Angrier
    Before Gods and Citizens
    Without Appeal
    on the Ruin Thou Hast Wrought
  `),
  'cl-title-seal.high': alts('Ceterum Censeo\nGraven in Bronze\nDixi\nScratched on Lead'),
  'cl-title-line.high': alts('Philippic the First, Against Thee\nO Tempora, O Mores: A Denunciation'),
  salutation: alts(`
    To {$target}, {cl-sal-name}, {cl-sal-how},
    To {$target}, {cl-sal-name},
    To {$target}, {cl-sal-how},
    {cl-sal-line}
  `),
  'cl-sal-name.low': alts(`
    citizen
    friend of the forum
    young philosopher
    honoured guest of the symposium
    neighbour of the lesser villa
    pupil of the Stoics
  `),
  'cl-sal-how.low': alts(`
    greetings, or as the Romans had it, salve
    salve, and be well
    hear a word in the classical manner
    ave, and attend
    with greetings from the Stoa
  `),
  'cl-sal-line.low': alts('To {$target}, whom Seneca would have gently corrected, and so shall I,'),
  'cl-sal-name.mid': alts(`
    citizen
    tribune of nothing
    senator of small affairs
    thou Catiline in waiting
    thou modern Midas, minus the gold
    consul of confusion
  `),
  'cl-sal-how.mid': alts(`
    hear this oration
    let the senate hear
    attend the forum
    mark the words of Cicero
    the assembly is listening
  `),
  'cl-sal-line.mid': alts('To {$target}, and to the senate and the people, who are listening,'),
  'cl-sal-name.high': alts(`
    thou Catiline of our age
    thou Nero of the neighbourhood
    thou enemy of the republic
    thou shame of the Seven Hills
    thou tyrant of trifles
    thou Gorgon of good manners
  `),
  'cl-sal-how.high': alts(`
    hear the senate's judgement
    the forum demands an answer
    with a Philippic long overdue
    let all Rome hear this
    by Jupiter and the whole senate
  `),
  'cl-sal-line.high': alts("To {$target}, who hath tried our patience as long as Catiline tried Cicero's,"),
  proclaim: alts(`
    How long, {$addressee}, wilt thou abuse our patience? Cicero asked it of Catiline; I ask it of thee, and I have better evidence: “{$grievance}{$stop}” O tempora! O mores!
    Let the senate and the people hear the charge, entered into the record: “{$grievance}{$stop}” Res ipsa loquitur. The thing speaks for itself, and it does not speak well of thee.
    Herodotus would have recorded it; Tacitus would have sighed; I shall simply quote it: “{$grievance}{$stop}”
  `),
  'cl-myth': alts(`
    Sisyphus, rolling his stone up the hill for all eternity, heard of thee and said, 'At least I am not that.'
    The Oracle at Delphi was asked about thee, and requested a long holiday.
    Tantalus himself finds thee tiresome, and he has little else to do.
    When Pandora opened her box, the last thing to escape was not Hope but an early draft of thee.
    Narcissus loved his own reflection; thou lovest thine own opinions, which do not even shine.
    The Sphinx set thee her riddle, and when thou didst answer, she threw herself from the cliff out of sheer embarrassment.
    Diogenes searched Athens with a lantern for one honest soul; he has now crossed thy street off the list.
    Icarus flew too close to the sun; thou hast flown too close to the point, and missed it entirely.
    Hercules cleaned the Augean stables in a day; thy conscience would take him a fortnight.
    Odysseus wandered ten years rather than go home, and I now suspect thou wert his neighbour.
  `),
  'cl-latin': alts(`
    Sic transit gloria mundi; thine transited long ago and left no forwarding address.
    Errare humanum est: to err is human, but thou hast made it a profession.
    In vino veritas, they say; in thee, alas, neither.
    Veni, vidi, vici, said Caesar; thou camest, thou sawest, thou madest it worse.
    Festina lente: make haste slowly. Thou hast mastered only the second half.
    Mens sana in corpore sano; one out of the two would be a start.
    Carpe diem, said Horace, and thou didst seize the day, and the last honey cake, and my patience.
    Nemo me impune lacessit: no one provokes me with impunity, and thou hast provoked me with a great deal of it.
  `),
  'cl-judge.low': alts(`
    In short, thou art {insult}, a minor figure in a minor play.
    The verdict of the forum is gentle: thou art {insult}.
  `),
  'cl-judge.mid': alts(`
    The senate has voted, and thou art declared {insult}, {simile}.
    I say, as Cato said of Carthage: thou art {insult}, and something must be done.
  `),
  'cl-judge.high': alts(`
    Ceterum censeo: thou art {insult}, and must be, if not destroyed, then thoroughly ignored.
    Thou art {insult}, and history, which forgets emperors, will somehow remember thee.
    Thou art {insult}, {simile}, and even Nero, fiddling, would have stopped to stare.
  `),
  'body.low': alts('{cl-myth} {cl-judge} {cl-latin}\n{cl-latin} {cl-myth} {cl-judge}'),
  'body.mid': alts('{cl-latin} {cl-myth} {cl-judge}\n{cl-myth} {cl-judge} {doom}'),
  'body.high': alts('{cl-judge} {cl-myth} {cl-latin} {doom}\n{cl-myth} {cl-latin} {cl-judge} {doom}'),
  'curse-intro': alts(`
    Hear now the curse, after the manner of the ancients, scratched on {cl-ci-lead} and dropped down a {cl-ci-well}.
    By Jupiter, by Juno, and by the lesser gods of {cl-ci-plumbing}, I curse thee.
    Alea iacta est: the die is cast, and so {cl-ci-curse}.
    {cl-ci-as} the ancients cursed, so I curse thee: {cl-ci-how}.
  `),
  'cl-ci-lead': alts('lead\na tablet of lead\na roof tile'),
  'cl-ci-well': alts('well\ndrain\nsacred spring'),
  'cl-ci-plumbing': alts('plumbing\ndoorknobs\nmislaid sandals\ndamp'),
  'cl-ci-curse': alts('is the curse\nis thy fate\nis this curse, in Latin and in English'),
  'cl-ci-as': alts('As\nEven as\nJust as'),
  'cl-ci-how': alts('formally, and at length\nin good Latin\nwith a wax tablet and a grudge'),
  'own-curse': alts(`
    may the Furies take an interest in thee, if only a mild one
    may every oracle thou consultest answer 'ask again later'
    may thy wine be watered by the gods themselves
    may thy toga slip from the shoulder at every solemn moment
  `),
  'signoff.low': alts('Vale, and be well, or at least better,\nFarewell, in the Roman fashion,'),
  'signoff.mid': alts('Vale, with the disdain of the senate,\nGiven under my hand, in the forum,'),
  'signoff.high': alts('Ave atque vale: hail and farewell, mostly farewell,\nDixi. I have spoken,'),
}
