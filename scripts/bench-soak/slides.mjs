export const EFFECTS = ['fade', 'slide', 'zoom', 'pulse', 'wiggle', 'spin', 'rotate', 'rise', 'glow'];
export const TRANSITIONS = ['none', 'StyleOne', 'StyleTwo', 'StyleThree', 'StyleFour'];

/** Slides with every element type, every object effect and every transition. */
export function everySlide({ image, video, extraImage, webUrl, seconds, transitionMs = 600 }) {
  const base = { version: 1, aspect: '16:9', actions: {} };
  const slides = [];
  const bg = ['#123456', '#FFFFFF', '#2E7D32', '#4A148C', '#E65100'];
  TRANSITIONS.forEach((style, i) => {
    const elements = [];
    if (i === 0) {
      elements.push(
        { id: 'clip', type: 'video', x: 160, y: 90, width: 1600, height: 900, mediaId: String(video.id), url: video.url, muted: true },
        { id: 'dot', type: 'shape', shape: 'circle', x: 40, y: 40, width: 120, height: 120, fill: '#E53935' },
      );
    } else {
      elements.push(
        { id: 'img', type: 'image', x: 1100, y: 140, width: 700, height: 800, mediaId: String(image.id), url: image.url, fit: 'contain' },
        {
          id: 'title',
          type: 'text',
          x: 120,
          y: 120,
          width: 900,
          height: 200,
          html: `<p>Slide ${i + 1}: <strong>${style}</strong></p>`,
          fontId: 'roboto',
          fontSize: 72,
          color: '#FFFFFF',
          animation: { effect: EFFECTS[(i * 2) % EFFECTS.length], speed: 'fast', repeat: 0, mode: 'both' },
        },
        {
          id: 'shape',
          type: 'shape',
          shape: ['star5', 'hexagon', 'triangle', 'rectangle'][i % 4],
          x: 200,
          y: 500,
          width: 240,
          height: 240,
          fill: '#FFC107',
          animation: { effect: EFFECTS[(i * 2 + 1) % EFFECTS.length], speed: 'slow', repeat: 'forever', mode: 'entry' },
        },
      );
    }
    if (i === 2) elements.push({ id: 'web', type: 'web', x: 500, y: 760, width: 500, height: 280, url: webUrl });
    if (i === 3)
      elements.push({
        id: 'menu',
        type: 'menu',
        x: 480,
        y: 420,
        width: 560,
        height: 600,
        title: 'Lunch',
        items: [
          { name: 'Soup', description: 'Tomato', price: 5.5, category: 'Starters' },
          { name: 'Pasta', description: 'Pesto', price: 11, category: 'Mains' },
          { name: 'Cake', price: 4, category: 'Desserts' },
        ],
        currency: '€',
        animation: { effect: 'glow', speed: 'slow', repeat: 'forever', mode: 'entry' },
      });
    if (i === 4) {
      elements.push({ id: 'widget', type: 'widget', x: 500, y: 800, width: 400, height: 200, widget: 'clock', props: {} });
      elements.push({
        id: 'pulse',
        type: 'shape',
        shape: 'circle',
        x: 1700,
        y: 40,
        width: 160,
        height: 160,
        fill: '#00BCD4',
        animation: { effect: 'pulse', speed: 'fast', repeat: 'forever' },
      });
    }
    if (i === 1 && extraImage)
      elements.push({
        id: 'extra',
        type: 'image',
        x: 40,
        y: 800,
        width: 400,
        height: 225,
        mediaId: String(extraImage.id),
        url: extraImage.url,
        fit: 'cover',
      });
    slides.push({
      ...base,
      duration: seconds,
      background: { type: 'color', color: bg[i] },
      animation: { style, durationMs: style === 'none' ? 0 : transitionMs },
      elements,
    });
  });
  return slides;
}
