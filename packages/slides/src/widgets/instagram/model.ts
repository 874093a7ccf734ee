import { defineSocialModel } from '../social/model.ts';

/** The Instagram feed widget: the Instagram professional account linked to a connected page (see ../social/model.ts). */
export const instagramModel = defineSocialModel('instagram');
