import { findLanguage, primaryLanguageSubtag } from '@motes/shared';

/**
 * What the account page's "Listen" button reads in each language: one short, natural sentence,
 * written for that language rather than translated word for word, and free of grammatical
 * gender where the language marks the speaker's. Keys are catalogue codes where a variant
 * needs its own (Simplified and Traditional Chinese), else primary language subtags.
 */
const SAMPLES: Readonly<Record<string, string>> = {
  en: 'Hello! This is how I sound when I read aloud to you.',
  es: '¡Hola! Así sueno cuando te leo en voz alta.',
  fr: 'Bonjour ! Voici ma voix quand je vous lis un texte à voix haute.',
  de: 'Hallo! So klinge ich, wenn ich dir etwas vorlese.',
  pt: 'Olá! Esta é a minha voz quando leio um texto em voz alta.',
  it: 'Ciao! Ecco come suona la mia voce quando leggo ad alta voce.',
  nl: 'Hallo! Zo klink ik als ik je iets voorlees.',
  ca: 'Hola! Així sona la meva veu quan llegeixo en veu alta.',
  ar: 'مرحبًا! هكذا يبدو صوتي عندما أقرأ لك بصوت عالٍ.',
  'zh-CN': '你好！这是我为你朗读时的声音。',
  'zh-TW': '你好！這是我為你朗讀時的聲音。',
  ja: 'こんにちは。これが読み上げるときの私の声です。',
  ko: '안녕하세요! 소리 내어 읽어 드릴 때 제 목소리는 이렇게 들려요.',
  ru: 'Здравствуйте! Вот так звучит мой голос, когда я читаю вслух.',
  uk: 'Привіт! Ось так звучить мій голос, коли я читаю вголос.',
  pl: 'Cześć! Tak brzmi mój głos, kiedy czytam na głos.',
  cs: 'Ahoj! Takhle zní můj hlas, když čtu nahlas.',
  ro: 'Bună! Așa sună vocea mea când citesc cu voce tare.',
  hu: 'Szia! Így hangzik a hangom, amikor felolvasok.',
  el: 'Γεια σου! Έτσι ακούγεται η φωνή μου όταν διαβάζω δυνατά.',
  tr: 'Merhaba! Sesli okurken sesim böyle duyulur.',
  sv: 'Hej! Så här låter jag när jag läser högt för dig.',
  da: 'Hej! Sådan lyder jeg, når jeg læser højt for dig.',
  nb: 'Hei! Slik høres jeg ut når jeg leser høyt for deg.',
  fi: 'Hei! Tältä kuulostan, kun luen ääneen.',
  he: 'שלום! כך נשמע הקול שלי בהקראה.',
  fa: 'سلام! وقتی با صدای بلند می‌خوانم، صدایم این‌طور است.',
  hi: 'नमस्ते! ज़ोर से पढ़ते समय मेरी आवाज़ ऐसी सुनाई देती है।',
  vi: 'Xin chào! Đây là giọng của tôi khi đọc to cho bạn nghe.',
  id: 'Halo! Seperti inilah suara saya saat membaca dengan lantang.',
  ms: 'Helo! Beginilah bunyi suara saya apabila membaca dengan kuat.',
  tl: 'Kumusta! Ganito ang tunog ng boses ko kapag nagbabasa nang malakas.',
  sw: 'Habari! Hivi ndivyo sauti yangu inavyosikika ninaposoma kwa sauti.',
};

/**
 * The sentence the "Listen" button reads in `code`'s language: a written sample where there is
 * one, else the language's name in itself (every voice can say that).
 */
export function voiceSample(code: string): string {
  return SAMPLES[code] ?? SAMPLES[primaryLanguageSubtag(code)] ?? findLanguage(code).label_native;
}
