/**
 * Dates written in the languages of Central, Eastern and Northern Europe and in Turkish, as a relative's e-mail or a
 * member's note gives them: "2025 m. rugsėjo 20 d." (Lithuanian), "2025. szeptember 20." (Hungarian), "2025. gada
 * 20. septembrī" (Latvian), "20 września 2025" (Polish), "20. září 2025" (Czech), "20 septembrie 2025" (Romanian),
 * "20. syyskuuta 2025" (Finnish), "20 Eylül 2025" (Turkish), "20 вересня 2025" (Ukrainian), "iki spalio 15 d." (a
 * day and month without the year). Each is written as English writes it ("September 20, 2025", "October 15"), so that
 * every reader of dates knows it. (Spanish, French, German, Italian and Portuguese months are read where dates are
 * found, detect-values.ts.) A plain function of the text.
 */

/** A month's name, as written in each language (its forms after a day and on its own), and its number. */
const MONTH_WORDS: Record<string, number> = {
  // Lithuanian
  sausio: 1, vasario: 2, kovo: 3, balandžio: 4, balandzio: 4, gegužės: 5, geguzes: 5, birželio: 6, birzelio: 6, liepos: 7, rugpjūčio: 8, rugpjucio: 8, rugsėjo: 9, rugsejo: 9, spalio: 10, lapkričio: 11, lapkricio: 11, gruodžio: 12, gruodzio: 12,
  // Latvian
  janvārī: 1, janvāris: 1, februārī: 2, februāris: 2, martā: 3, marts: 3, aprīlī: 4, aprīlis: 4, maijā: 5, maijs: 5, jūnijā: 6, jūnijs: 6, jūlijā: 7, jūlijs: 7, augustā: 8, augusts: 8, septembrī: 9, septembris: 9, oktobrī: 10, oktobris: 10, novembrī: 11, novembris: 11, decembrī: 12, decembris: 12,
  // Polish
  stycznia: 1, lutego: 2, marca: 3, kwietnia: 4, maja: 5, czerwca: 6, lipca: 7, sierpnia: 8, września: 9, wrzesnia: 9, października: 10, pazdziernika: 10, listopada: 11, grudnia: 12,
  // Czech and Slovak
  ledna: 1, února: 2, unora: 2, března: 3, brezna: 3, dubna: 4, května: 5, kvetna: 5, června: 6, cervna: 6, července: 7, cervence: 7, srpna: 8, září: 9, zari: 9, října: 10, rijna: 10, listopadu: 11, prosince: 12,
  januára: 1, februára: 2, apríla: 4, mája: 5, júna: 6, júla: 7, augusta: 8, septembra: 9, októbra: 10, novembra: 11, decembra: 12,
  // Romanian
  ianuarie: 1, februarie: 2, martie: 3, aprilie: 4, iunie: 6, iulie: 7, septembrie: 9, octombrie: 10, noiembrie: 11, decembrie: 12,
  // Hungarian
  január: 1, február: 2, március: 3, április: 4, május: 5, június: 6, július: 7, augusztus: 8, szeptember: 9, október: 10,
  // Finnish
  tammikuuta: 1, helmikuuta: 2, maaliskuuta: 3, huhtikuuta: 4, toukokuuta: 5, kesäkuuta: 6, heinäkuuta: 7, elokuuta: 8, syyskuuta: 9, lokakuuta: 10, marraskuuta: 11, joulukuuta: 12,
  // Dutch, Swedish, Danish and Norwegian (those not spelt as in English or German)
  januari: 1, februari: 2, maart: 3, mei: 5, augustus: 8, augusti: 8, maj: 5,
  // Turkish
  ocak: 1, şubat: 2, subat: 2, mart: 3, nisan: 4, mayıs: 5, mayis: 5, haziran: 6, temmuz: 7, ağustos: 8, agustos: 8, eylül: 9, eylul: 9, ekim: 10, kasım: 11, kasim: 11, aralık: 12, aralik: 12,
  // Ukrainian and Russian
  січня: 1, лютого: 2, березня: 3, квітня: 4, травня: 5, червня: 6, липня: 7, серпня: 8, вересня: 9, жовтня: 10, листопада: 11, грудня: 12,
  января: 1, февраля: 2, марта: 3, апреля: 4, мая: 5, июня: 6, июля: 7, августа: 8, сентября: 9, октября: 10, ноября: 11, декабря: 12,
};
const ENGLISH_MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

const MONTH = `(${Object.keys(MONTH_WORDS)
  .sort((a, b) => b.length - a.length)
  .join('|')})`;
const YEAR = String.raw`((?:19|20)\d{2})`;
const DAY = String.raw`(0?[1-9]|[12]\d|3[01])`;
/** "2025 m. rugsėjo 20 d.", "2025. szeptember 20.": the year, the month, the day. */
const YEAR_MONTH_DAY = new RegExp(String.raw`(?<![\p{L}\d])${YEAR}(?:\.|\s+m\.)?\s+${MONTH}\s+${DAY}(?:\.|\s*d\.|-(?:[aá]n|[eé]n|i|ig))?(?![\p{L}\d])`, 'giu');
/** "2025. gada 20. septembrī": the year, the day, the month. */
const YEAR_DAY_MONTH = new RegExp(String.raw`(?<![\p{L}\d])${YEAR}\.?\s+gada\s+${DAY}\.\s+${MONTH}(?![\p{L}])`, 'giu');
/** "20 września 2025", "20. září 2025", "20 вересня 2025 р.": the day, the month, the year perhaps. */
const DAY_MONTH_YEAR = new RegExp(String.raw`(?<![\p{L}\d.])${DAY}\.?\s+${MONTH}(?:\s+${YEAR}(?:\.|\s*(?:р|г)\.)?)?(?![\p{L}\d])`, 'giu');
/** "spalio 15 d.": the month, then the day and its "d.". */
const MONTH_DAY = new RegExp(String.raw`(?<![\p{L}\d])${MONTH}\s+${DAY}\s*d\.(?![\p{L}\d])`, 'giu');

function english(month: string, day: string, year?: string): string {
  const name = ENGLISH_MONTHS[MONTH_WORDS[month.toLowerCase()]! - 1]!;
  return year ? `${name} ${Number(day)}, ${year}` : `${name} ${Number(day)}`;
}

/** The text with its dates in these languages written as English writes them. */
export function withForeignDatesInEnglish(text: string): string {
  return text
    .replace(YEAR_MONTH_DAY, (_whole, year: string, month: string, day: string) => english(month, day, year))
    .replace(YEAR_DAY_MONTH, (_whole, year: string, day: string, month: string) => english(month, day, year))
    .replace(DAY_MONTH_YEAR, (_whole, day: string, month: string, year: string | undefined) => english(month, day, year))
    .replace(MONTH_DAY, (_whole, month: string, day: string) => english(month, day));
}
