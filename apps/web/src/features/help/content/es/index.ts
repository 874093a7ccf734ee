import type { HelpContent } from '../types.ts';
import { contact } from './contact.ts';
import { support } from './support.ts';
import { howto } from './howto.ts';
import { releasenotes } from './releasenotes.ts';
import { usermanual } from './usermanual.ts';
import { stats } from './stats.ts';

const content: HelpContent = { contact, support, howto, releasenotes, usermanual, stats };

export default content;
