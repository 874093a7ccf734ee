import { defineSocialModel } from '../social/model.ts';

/** The Facebook page-feed widget (see ../social/model.ts). */
export const facebookModel = defineSocialModel('facebook');
