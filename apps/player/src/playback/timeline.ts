import { Sequencer } from './sequencer.ts';

/**
 * THE hook of synchronized playback. Every screen plays with its own sequencer today, its slides
 * timed on this player's clock; `synchronized` (`isSynchronized(manifest)` of @signage/shared: true
 * for a video wall's member) says this screen must play in step with others. The shared timeline
 * anchored to the server clock plugs in here: for a synchronized screen, answer a sequencer driven
 * by that timeline instead. Until then a wall's screens run the same playlist, each on its own clock.
 */
export function sequencerFor(synchronized: boolean): Sequencer {
  void synchronized;
  return new Sequencer();
}
