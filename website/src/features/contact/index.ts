/** What other features use of the contact feature: sending a lead (the cart's quote request does). */
export { CONTACT_TEXT, contactFailureText, useContactSender, type SendState } from './useContactSender.js';
export { SendOutcome } from './SendOutcome.js';
export { ContactFields, QuoteNoteField } from './ContactFields.js';
