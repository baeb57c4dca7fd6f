/** The Illinois bill of sale's payment block as mapping tests lay it out: each box with its blank on one line. */
import type { FieldDescription, FieldInfo } from '../../src/shared/protocol.js';
import { described, fieldAt } from './form-fields.js';

export const CAPTIONS = {
  cash: 'Seller accepts cash payment in the amount of',
  today: 'The date of this bill of sale.',
  future: 'At a future date no later than',
  trade: 'Seller accepts trade for the Firearm in exchange for',
  gift: 'Buyer is receiving the Firearm as a Gift',
};

/**
 * The cash, today and future lines with the year after "20"; with `datedAndOther`, also the bill's own "Date ___,
 * 20__" line at the top and the trade and gift lines below, as on the form.
 */
export function paymentBlock(datedAndOther = false): { fields: FieldInfo[]; descriptions: FieldDescription[] } {
  const fields = [
    fieldAt('cash box', 'checkbox', { x: 40, y: 100, width: 10, height: 10 }),
    fieldAt('to', 'text', { x: 260, y: 98, width: 80, height: 14 }),
    fieldAt('today box', 'checkbox', { x: 40, y: 130, width: 10, height: 10 }),
    fieldAt('future box', 'checkbox', { x: 40, y: 160, width: 10, height: 10 }),
    fieldAt('undefined_3', 'text', { x: 230, y: 158, width: 90, height: 14 }),
    fieldAt('20_2', 'text', { x: 335, y: 158, width: 20, height: 14 }),
  ];
  const descriptions = [
    described('cash box', CAPTIONS.cash),
    described('to', CAPTIONS.cash),
    described('today box', CAPTIONS.today),
    described('future box', CAPTIONS.future),
    described('undefined_3', CAPTIONS.future),
    described('20_2', CAPTIONS.future),
  ];
  if (!datedAndOther) return { fields, descriptions };
  return {
    fields: [
      fieldAt('Date', 'text', { x: 60, y: 50, width: 100, height: 14 }),
      fieldAt('20', 'text', { x: 175, y: 50, width: 20, height: 14 }),
      ...fields,
      fieldAt('trade box', 'checkbox', { x: 40, y: 190, width: 10, height: 10 }),
      fieldAt('trade blank', 'text', { x: 330, y: 188, width: 150, height: 14 }),
      fieldAt('gift box', 'checkbox', { x: 40, y: 220, width: 10, height: 10 }),
    ],
    descriptions: [
      described('Date', 'Date'),
      described('20', '20'),
      ...descriptions,
      described('trade box', CAPTIONS.trade),
      described('trade blank', CAPTIONS.trade),
      described('gift box', CAPTIONS.gift),
    ],
  };
}
