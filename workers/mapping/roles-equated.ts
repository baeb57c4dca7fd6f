/**
 * A document written for a deal speaks of the form's party in the deal's words: a title company's closing letter says
 * "The seller, Gretchen A. Wojciechowski, …" and "Seller's mailing address …" of the person a power of attorney calls
 * its principal, and says once that the two are one: "2. SELLER / PRINCIPAL.", "the Seller (Principal)". Where the
 * text says so, the deal's word is read as the form's word throughout ("The principal, Gretchen …"), so each value
 * goes to the party the form asks about.
 * So does a lease or a contract that has one side agree to sell and the other to buy: "Tenant agrees to sell and Landlord
 * agrees to buy the following firearm": its "Tenant" is the seller and its "Landlord" the buyer throughout.
 * A plain function of the text.
 */

/** The deal's words for a side. */
const DEAL_WORDS = 'seller|buyer|owner|grantor|grantee|client|member|patient|resident|vendor';
/** The form's words for the one it is about. */
const FORM_WORDS = 'principal|applicant|taxpayer|claimant|employee|payee';

/**
 * "SELLER / PRINCIPAL", "Seller (Principal)", "the seller (as principal)", and the form's word first: "Principal /
 * Seller", "Principal (the seller)".
 */
const EQUATED = new RegExp(
  String.raw`\b(?:(${DEAL_WORDS})\s*(?:\/\s*|\(\s*(?:the\s+|as\s+)?)(${FORM_WORDS})|(${FORM_WORDS})\s*(?:\/\s*|\(\s*(?:the\s+|as\s+)?)(${DEAL_WORDS}))\b(?!['’-])(?:\s*\))?`,
  'i',
);

/** "PROMISSORY NOTE", "Security Agreement", "installment note", "IOU": a debt's own paper. */
const NOTE_OF_DEBT = /\b(?:promissory\s+note|security\s+agreement|installment\s+(?:note|agreement|sale\s+contract)|IOU)\b/i;
/** "the full purchase price of", "for the sale of": the debt is the price of a thing sold. */
const FOR_A_PRICE = /\b(?:purchase\s+price|price\s+of|for\s+the\s+(?:sale|purchase)\s+of|balance\s+of\s+the\s+price|bought|sold)\b/i;
/** The note's capitalised words for the one who owes and the one owed, as a sale's sides. */
const OWES = /\b(?:Maker|MAKER|Borrower|BORROWER|Debtor|DEBTOR|Obligor|OBLIGOR|Promisor|PROMISOR)(?=s?\b|['’]s\b)/g;
const OWED = /\b(?:Holder|HOLDER|Lender|LENDER|Secured\s+Party|SECURED\s+PARTY|Creditor|CREDITOR|Obligee|OBLIGEE)(?=s?\b|['’]s\b)/g;

/**
 * A promissory note or a security agreement for the price of a thing sold names the sale's sides by the debt's
 * words: the "Maker" or "Debtor" who owes the price is the buyer, the "Holder" or "Secured Party" owed it the seller.
 * Read in the sale's words, as a bill of sale asks for them.
 */
export function withNoteRolesAsSaleSides(text: string): string {
  if (!NOTE_OF_DEBT.test(text) || !FOR_A_PRICE.test(text)) return text;
  return text.replace(OWES, (word) => inCaseOf(word, 'buyer')).replace(OWED, (word) => inCaseOf(word, 'seller'));
}

export function withRolesEquated(data: string): string {
  const text = withSaleSidesAgreed(data);
  const equated = text.match(EQUATED);
  if (!equated) return text;
  const dealWord = (equated[1] ?? equated[4])!.toLowerCase();
  const formWord = (equated[2] ?? equated[3])!.toLowerCase();
  // (The statement itself says the form's word once: "2. PRINCIPAL.")
  const once = text.replace(EQUATED, (whole) => inCaseOf(whole.match(/\p{L}+/u)![0], formWord));
  return once.replace(new RegExp(String.raw`\b${dealWord}(?=s?\b|['’]s\b)`, 'gi'), (word) => inCaseOf(word, formWord));
}

/** The form's word written in the case of the word it replaces: "SELLER" → "PRINCIPAL", "Seller" → "Principal". */
function inCaseOf(word: string, replacement: string): string {
  if (word === word.toUpperCase()) return replacement.toUpperCase();
  if (word[0] === word[0]!.toUpperCase()) return replacement[0]!.toUpperCase() + replacement.slice(1);
  return replacement;
}

/** "Tenant agrees to sell and Landlord agrees to buy": a document's defined words (1 seller, 2 buyer) for a sale's sides. */
const SIDES_AGREED = /\b(\p{Lu}\p{Ll}{3,})\s+(?:agrees|shall\s+agree|hereby\s+agrees)\s+to\s+sell\b[^.;]{0,40}?\b(\p{Lu}\p{Ll}{3,})\s+(?:agrees|shall\s+agree|hereby\s+agrees)\s+to\s+(?:buy|purchase)\b/u;
/** Words that are already a sale's sides, or no side at all. */
const NOT_A_DEFINED_SIDE = /^(?:Seller|Buyer|Purchaser|Vendor|The|This|Each|Either)$/;

function withSaleSidesAgreed(text: string): string {
  const agreed = text.match(SIDES_AGREED);
  if (!agreed || agreed[1] === agreed[2] || NOT_A_DEFINED_SIDE.test(agreed[1]!) || NOT_A_DEFINED_SIDE.test(agreed[2]!)) return text;
  // (Only the capitalised defined word: "the landlord's barn" in the writer's own words stays as it is.)
  return text.replace(new RegExp(String.raw`\b(?:${agreed[1]}|${agreed[1]!.toUpperCase()})(?=s?\b|['’]s\b)`, 'g'), (word) => inCaseOf(word, 'seller')).replace(new RegExp(String.raw`\b(?:${agreed[2]}|${agreed[2]!.toUpperCase()})(?=s?\b|['’]s\b)`, 'g'), (word) => inCaseOf(word, 'buyer'));
}
